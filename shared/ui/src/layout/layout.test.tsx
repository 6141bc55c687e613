import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge, Tag } from './badge';
import { PageHeader } from './page-header';
import { StatCard } from './stat-card';
import * as icons from '../icons/icon-paths';

describe('PageHeader', () => {
  it('renders an h1 with subtitle and actions', () => {
    render(
      <PageHeader
        title="My Watchlist"
        subtitle="Keep track of movies and TV shows you want to watch"
        actions={<button type="button">Clear All</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeInTheDocument();
    expect(screen.getByText('Keep track of movies and TV shows you want to watch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeInTheDocument();
  });
});

describe('StatCard', () => {
  it('shows label, value and hint', () => {
    render(<StatCard label="Watchlist Items" value={12} hint="4 watched" icon={icons.bookmark} />);
    expect(screen.getByText('Watchlist Items')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('4 watched')).toBeInTheDocument();
  });
});

describe('Badge and Tag', () => {
  it('renders a toned badge', () => {
    render(<Badge tone="success">Watched</Badge>);
    expect(screen.getByText('Watched')).toHaveClass('badge', 'success');
  });

  it('renders a tag with a labelled remove button', async () => {
    const onRemove = jest.fn();
    render(<Tag label="Action" onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Action' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('renders a plain tag without a button', () => {
    render(<Tag label="Drama" />);
    expect(screen.getByText('Drama')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
