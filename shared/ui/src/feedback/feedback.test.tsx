import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../actions/button';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import { Toast } from './toast';
import { ToastRegion } from './toast-region';
import * as icons from '../icons/icon-paths';

describe('Skeleton', () => {
  it('is hidden from assistive tech and keeps the given shape', () => {
    const { container } = render(<Skeleton width={120} aspectRatio="2 / 3" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box.style.aspectRatio).toBe('2 / 3');
    expect(box.style.width).toBe('120px');
  });

  it('draws the requested number of text lines', () => {
    const { container } = render(<Skeleton variant="text" lines={3} />);
    expect(container.querySelectorAll('.text')).toHaveLength(3);
  });
});

describe('Spinner', () => {
  it('is a status with the default label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  });

  it('takes a custom label', () => {
    render(<Spinner label="Saving..." showLabel />);
    expect(screen.getByRole('status', { name: 'Saving...' })).toHaveTextContent('Saving...');
  });
});

describe('EmptyState', () => {
  it('shows the title, message and action', () => {
    render(
      <EmptyState
        icon={icons.film}
        title="Your watchlist is empty"
        message="Start adding movies and TV shows to keep track of what you want to watch"
        action={<Button>Browse Content</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your watchlist is empty' })).toBeInTheDocument();
    expect(screen.getByText(/Start adding movies/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse Content' })).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('is an alert with a Try Again button calling onRetry', async () => {
    const onRetry = jest.fn();
    render(<ErrorState title="Failed to Load Details" message="Network Error" onRetry={onRetry} headingLevel={3} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to Load Details');
    expect(alert).toHaveTextContent('Network Error');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('omits the retry button without onRetry and accepts a custom label', () => {
    const { rerender } = render(<ErrorState title="Content Not Found" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ErrorState title="Oops! Something went wrong" onRetry={() => undefined} retryLabel="Reload" />);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('Toast', () => {
  it('renders inside a polite live region and closes on demand', async () => {
    const onClose = jest.fn();
    render(
      <ToastRegion>
        <Toast message="Added to watchlist" kind="success" onClose={onClose} />
      </ToastRegion>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Added to watchlist');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders hostile text as text', () => {
    render(<Toast message={'<img src=x onerror="alert(1)">'} kind="error" />);
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
