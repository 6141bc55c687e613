import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaCard } from './media-card';
import type { MediaCardProps } from './media-card';
import { MediaCardSkeleton } from './media-card-skeleton';
import { RatingBadge } from './rating-badge';

const base: MediaCardProps = {
  title: 'Dune: Part Two',
  year: 2024,
  rating: 8.234,
  posterUrl: '/t/p/w500/dune.jpg',
  href: '/movie/693134',
  mediaType: 'movie',
};

describe('MediaCard', () => {
  it('is a real link showing title, year, type and a one-decimal rating', () => {
    render(<MediaCard {...base} />);
    const link = screen.getByRole('link', { name: /Dune: Part Two/ });
    expect(link).toHaveAttribute('href', '/movie/693134');
    expect(link).toHaveTextContent('2024');
    expect(link).toHaveTextContent('Movie');
    expect(link).toHaveTextContent('Rating: 8.2');
  });

  it.each([
    ['sm', '140px'],
    ['lg', '220px'],
    ['fluid', '(max-width: 640px) 50vw, 240px'],
  ] as const)('asks for the poster width a %s card shows', (size, sizes) => {
    const { container } = render(
      <MediaCard
        {...base}
        size={size}
        posterPriority="eager"
        posterSrcSet="/w200/dune.jpg 200w, /w500/dune.jpg 500w"
      />,
    );
    const poster = container.querySelector('img');
    expect(poster).toHaveAttribute('srcset', '/w200/dune.jpg 200w, /w500/dune.jpg 500w');
    expect(poster).toHaveAttribute('sizes', sizes);
  });

  it('toggles the watchlist with one pressed-state button and matching labels', async () => {
    const onToggle = jest.fn();
    const { rerender } = render(<MediaCard {...base} inWatchlist={false} onToggleWatchlist={onToggle} />);
    const add = screen.getByRole('button', { name: 'Add Dune: Part Two to watchlist' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    expect(onToggle).toHaveBeenCalledTimes(1);

    rerender(<MediaCard {...base} inWatchlist onToggleWatchlist={onToggle} />);
    expect(screen.getByRole('button', { name: 'Remove Dune: Part Two from watchlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('draws no watchlist button without a handler', () => {
    render(<MediaCard {...base} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hands a plain left click to onNavigate and prevents the page load', () => {
    const onNavigate = jest.fn();
    render(<MediaCard {...base} onNavigate={onNavigate} />);
    const link = screen.getByRole('link');
    const plain = fireEvent.click(link, { button: 0 });
    expect(plain).toBe(false); // default prevented
    expect(onNavigate).toHaveBeenCalledWith('/movie/693134');
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    const onNavigate = jest.fn();
    render(<MediaCard {...base} onNavigate={onNavigate} />);
    const notPrevented = fireEvent.click(screen.getByRole('link'), { button: 0, ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('prefetches on pointer enter and on focus', () => {
    const onPrefetch = jest.fn();
    render(<MediaCard {...base} onPrefetch={onPrefetch} />);
    const link = screen.getByRole('link');
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    expect(onPrefetch).toHaveBeenCalledTimes(2);
  });

  it('renders hostile titles as text and falls back for a missing poster', () => {
    const evil = '<img src=x onerror="alert(1)">';
    const { container } = render(<MediaCard {...base} title={evil} posterUrl="null" mediaType="tv" />);
    expect(screen.getByRole('link')).toHaveTextContent(evil);
    expect(screen.getByRole('link')).toHaveTextContent('TV Show');
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/placeholder-movie.jpg');
  });

  it('shows an optional badge and actions outside the link', () => {
    render(<MediaCard {...base} badge={<span>Watching</span>} actions={<button type="button">Remove</button>} />);
    expect(screen.getByRole('link')).toHaveTextContent('Watching');
    expect(screen.getByRole('link')).not.toContainElement(screen.getByRole('button', { name: 'Remove' }));
  });
});

describe('MediaCardSkeleton', () => {
  it('is hidden from assistive tech', () => {
    render(<MediaCardSkeleton size="sm" />);
    expect(screen.getByTestId('media-card-skeleton')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('RatingBadge', () => {
  it('shows one decimal, or N/A without a value', () => {
    const { rerender } = render(<RatingBadge value={7.75} />);
    expect(screen.getByText('7.8')).toBeInTheDocument();
    rerender(<RatingBadge value={null} />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });
});
