import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';
import { MediaCard } from './media-card';
import { CAROUSEL_MAX_ITEMS } from './constants';

const cards = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    <MediaCard key={i} title={`Title ${i}`} href={`/movie/${i}`} mediaType="movie" year={2000 + i} />
  ));

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

  it('hands a plain View All click to onViewAll', () => {
    const onViewAll = jest.fn();
    render(<Carousel title="Trending Today" viewAllHref="/search" onViewAll={onViewAll} items={[]} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'View All' }), { button: 0 })).toBe(false);
    expect(onViewAll).toHaveBeenCalledWith('/search');
  });
});
