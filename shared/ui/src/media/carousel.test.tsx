import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';
import { MediaCard } from './media-card';
import { CAROUSEL_MAX_ITEMS } from './constants';

const cards = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    <MediaCard key={i} title={`Title ${i}`} href={`/movie/${i}`} mediaType="movie" year={2000 + i} />
  ));

/** A track 1200px wide showing 400px of it, scrolled to `left`. */
function sizeTrack(left = 0) {
  const track = screen.getByRole('list');
  Object.defineProperties(track, {
    scrollWidth: { configurable: true, value: 1200 },
    clientWidth: { configurable: true, value: 400 },
    scrollLeft: { configurable: true, writable: true, value: left },
  });
  return track;
}

/** Hides `onscrollend` (a browser without the scrollend event) until the returned function puts it back. */
function withoutScrollEnd() {
  let owner: object | null = window;
  while (owner && !Object.prototype.hasOwnProperty.call(owner, 'onscrollend')) owner = Object.getPrototypeOf(owner);
  const descriptor = Object.getOwnPropertyDescriptor(owner!, 'onscrollend')!;
  delete (owner as { onscrollend?: unknown }).onscrollend;
  return () => Object.defineProperty(owner!, 'onscrollend', descriptor);
}

function setMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('Carousel', () => {
  const scrollBy = jest.fn();
  const originalMatchMedia = window.matchMedia;

  beforeEach(() => {
    scrollBy.mockReset();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, value: scrollBy });
  });

  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  afterAll(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
  });

  it('is a region named by its heading, with a View All link', () => {
    render(<Carousel title="Trending Today" viewAllHref="/search" items={cards(3)} />);
    const region = screen.getByRole('region', { name: 'Trending Today' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Trending Today' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/search');
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows at most 20 items', () => {
    render(<Carousel title="Popular Movies" items={cards(30)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(CAROUSEL_MAX_ITEMS);
    expect(screen.queryByText('Title 20')).not.toBeInTheDocument();
  });

  it('shows 8 skeleton cards while loading', () => {
    render(<Carousel title="Coming Soon" items={[]} loading />);
    expect(screen.getAllByTestId('media-card-skeleton')).toHaveLength(8);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the error card with Try Again calling onRetry', async () => {
    const onRetry = jest.fn();
    render(<Carousel title="Top Rated Movies" items={cards(2)} error="Network Error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to Load Content');
    expect(screen.queryByText('Title 0')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('scrolls by 320px smoothly with the scroll buttons', async () => {
    setMotion(false);
    render(<Carousel title="Trending Today" items={cards(5)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 320, behavior: 'smooth' });
    await userEvent.click(screen.getByRole('button', { name: 'Scroll left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -320, behavior: 'smooth' });
  });

  it('scrolls without animation when the user prefers reduced motion', async () => {
    setMotion(true);
    render(<Carousel title="Trending Today" items={cards(5)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 320, behavior: 'auto' });
  });

  it('turns snapping off for a step, until the user scrolls the row themselves', async () => {
    render(<Carousel title="Trending Today" items={cards(8)} />);
    const track = sizeTrack();
    expect(track).not.toHaveAttribute('data-snap');
    await userEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(track).toHaveAttribute('data-snap', 'off');
    fireEvent.scroll(track); // the step itself
    fireEvent(track, new Event('scrollend'));
    expect(track).toHaveAttribute('data-snap', 'off');
    await userEvent.click(screen.getByRole('button', { name: 'Scroll left' }));
    fireEvent(track, new Event('scrollend'));
    expect(track).toHaveAttribute('data-snap', 'off');
    fireEvent.scroll(track); // the user's swipe
    expect(track).not.toHaveAttribute('data-snap');
  });

  it('leaves snapping on when the row is already at that end', async () => {
    render(<Carousel title="Trending Today" items={cards(8)} />);
    const track = sizeTrack(800);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(track).not.toHaveAttribute('data-snap');
    expect(scrollBy).toHaveBeenCalledTimes(1);
    track.scrollLeft = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Scroll left' }));
    expect(track).not.toHaveAttribute('data-snap');
  });

  it('without scrollend, counts a step as finished once its scroll events pause', () => {
    const restore = withoutScrollEnd();
    jest.useFakeTimers();
    try {
      render(<Carousel title="Trending Today" items={cards(8)} />);
      const track = sizeTrack();
      fireEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
      act(() => jest.advanceTimersByTime(100));
      fireEvent.scroll(track);
      act(() => jest.advanceTimersByTime(100));
      fireEvent.scroll(track);
      expect(track).toHaveAttribute('data-snap', 'off');
      act(() => jest.advanceTimersByTime(150));
      fireEvent.scroll(track);
      expect(track).not.toHaveAttribute('data-snap');
    } finally {
      jest.useRealTimers();
      restore();
    }
  });

  it('moves focus between card links with the arrow keys', async () => {
    render(<Carousel title="Trending Today" items={cards(3)} />);
    const links = screen.getAllByRole('link');
    links[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(links[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(links[2]).toHaveFocus();
  });

  // Issue 36, finding 10: a row costs one Tab press, not one per card and per watchlist button.
  it('is one tab stop: Tab enters at the current card, the next Tab leaves, arrows move within', async () => {
    const withToggles = Array.from({ length: 3 }, (_, i) => (
      <MediaCard key={i} title={`Title ${i}`} href={`/movie/${i}`} mediaType="movie" onToggleWatchlist={jest.fn()} />
    ));
    render(
      <>
        <Carousel title="Trending Today" items={withToggles} />
        <button type="button">After</button>
      </>,
    );
    const links = screen.getAllByRole('link');
    screen.getByRole('button', { name: 'Scroll right' }).focus();
    await userEvent.tab();
    expect(links[0]).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Add Title 1 to watchlist' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(links[1]).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Scroll right' })).toHaveFocus();
    await userEvent.tab();
    expect(links[1]).toHaveFocus();
  });

  it('scrolls a focused card fully into view', async () => {
    const scrollIntoView = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    render(<Carousel title="Trending Today" items={cards(3)} />);
    screen.getAllByRole('link')[0]!.focus();
    await userEvent.keyboard('{End}');
    expect(scrollIntoView).toHaveBeenLastCalledWith(expect.objectContaining({ block: 'nearest', inline: 'nearest' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(screen.getAllByRole('listitem')[2]);
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  });

  it('hands a plain View All click to onViewAll', () => {
    const onViewAll = jest.fn();
    render(<Carousel title="Trending Today" viewAllHref="/search" onViewAll={onViewAll} items={[]} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'View All' }), { button: 0 })).toBe(false);
    expect(onViewAll).toHaveBeenCalledWith('/search');
  });
});
