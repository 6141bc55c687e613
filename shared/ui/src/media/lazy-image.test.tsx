import { act, fireEvent, render, screen } from '@testing-library/react';
import { C } from '@reelist/contracts';
import { LazyImage } from './lazy-image';
import { LAZY_IMAGE_THRESHOLD } from './constants';

describe('LazyImage', () => {
  it('holds the aspect ratio and shows a placeholder until the image loads', () => {
    const { container } = render(<LazyImage src="/p/w500/a.jpg" alt="Dune poster" width={500} height={750} />);
    const frame = container.firstElementChild as HTMLElement;
    // A poster's shape by class (markup rendered on the server carries no style attribute); another shape by style.
    expect(frame).toHaveClass('portrait');
    expect(frame).not.toHaveAttribute('style');
    const img = screen.getByRole('img', { name: 'Dune poster' });
    expect(img).toHaveAttribute('src', '/p/w500/a.jpg');
    expect(img).toHaveAttribute('width', '500');
    expect(img).toHaveAttribute('height', '750');
    expect(frame).toHaveAttribute('data-state', 'loading');
    expect(container.querySelector('.placeholder')).toBeInTheDocument();

    fireEvent.load(img);
    expect(frame).toHaveAttribute('data-state', 'loaded');
    expect(container.querySelector('.placeholder')).not.toBeInTheDocument();
  });

  it('keeps an uncommon shape with a style attribute, and a backdrop or a logo by class', () => {
    const wide = render(<LazyImage src="/p/w300/a.png" alt="" width={300} height={120} />);
    expect((wide.container.firstElementChild as HTMLElement).style.aspectRatio).toBe('300 / 120');
    const backdrop = render(<LazyImage src="/p/w1280/b.jpg" alt="" width={1280} height={720} />);
    expect(backdrop.container.firstElementChild).toHaveClass('landscape');
    const logo = render(<LazyImage src="/p/w92/c.png" alt="" width={46} height={46} />);
    expect(logo.container.firstElementChild).toHaveClass('square');
  });

  it('switches to the fallback when the image fails', () => {
    render(<LazyImage src="/broken.jpg" alt="Poster" width={2} height={3} />);
    fireEvent.error(screen.getByRole('img', { name: 'Poster' }));
    expect(screen.getByRole('img', { name: 'Poster' })).toHaveAttribute('src', C.IMAGE_PLACEHOLDER);
  });

  it('offers the other widths with the size it shows, and drops them with the fallback', () => {
    render(
      <LazyImage
        src="/w500/a.jpg"
        srcSet="/w200/a.jpg 200w, /w500/a.jpg 500w"
        sizes="180px"
        alt="Poster"
        width={2}
        height={3}
      />,
    );
    const img = screen.getByRole('img', { name: 'Poster' });
    expect(img).toHaveAttribute('srcset', '/w200/a.jpg 200w, /w500/a.jpg 500w');
    expect(img).toHaveAttribute('sizes', '180px');
    fireEvent.error(img);
    const fallback = screen.getByRole('img', { name: 'Poster' });
    expect(fallback).toHaveAttribute('src', C.IMAGE_PLACEHOLDER);
    expect(fallback).not.toHaveAttribute('srcset');
    expect(fallback).not.toHaveAttribute('sizes');
  });

  it.each([['null'], [''], [null], [undefined]])('uses the fallback at once for src %p', (src) => {
    render(<LazyImage src={src} alt="Poster" width={2} height={3} fallbackSrc="/fallback.jpg" />);
    expect(screen.getByRole('img', { name: 'Poster' })).toHaveAttribute('src', '/fallback.jpg');
  });

  it('keeps a labelled, still box when even the fallback fails', () => {
    const { container } = render(<LazyImage src="/broken.jpg" alt="Poster" width={2} height={3} />);
    fireEvent.error(screen.getByRole('img', { name: 'Poster' }));
    fireEvent.error(screen.getByRole('img', { name: 'Poster' }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Poster' })).toHaveClass('placeholder', 'broken');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'error');
  });

  describe('with a real observer', () => {
    const original = window.IntersectionObserver;
    let trigger: ((entry: Partial<IntersectionObserverEntry>) => void) | undefined;
    let options: IntersectionObserverInit | undefined;

    beforeEach(() => {
      class ControlledObserver {
        constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          options = init;
          trigger = (entry) => cb([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        observe(): void {}
        disconnect(): void {}
      }
      Object.assign(window, { IntersectionObserver: ControlledObserver });
    });

    afterEach(() => Object.assign(window, { IntersectionObserver: original }));

    it('does not request the image until 10% of it is visible', () => {
      const { container } = render(<LazyImage src="/a.jpg" alt="Poster" width={2} height={3} />);
      expect(options?.threshold).toBe(LAZY_IMAGE_THRESHOLD);
      expect(container.querySelector('img')).toBeNull();

      act(() => trigger?.({ isIntersecting: true, intersectionRatio: 0.05 }));
      expect(container.querySelector('img')).toBeNull();

      act(() => trigger?.({ isIntersecting: true, intersectionRatio: 0.1 }));
      expect(screen.getByRole('img', { name: 'Poster' })).toHaveAttribute('src', '/a.jpg');
    });

    it('loads at once when eager', () => {
      render(<LazyImage src="/hero.jpg" alt="Backdrop" width={16} height={9} priority="eager" />);
      expect(screen.getByRole('img', { name: 'Backdrop' })).toHaveAttribute('loading', 'eager');
      expect(screen.getByRole('img', { name: 'Backdrop' })).not.toHaveAttribute('fetchpriority');
    });

    it('asks for a high-priority image before the others', () => {
      render(<LazyImage src="/hero.jpg" alt="Backdrop" width={16} height={9} priority="high" />);
      expect(screen.getByRole('img', { name: 'Backdrop' })).toHaveAttribute('loading', 'eager');
      expect(screen.getByRole('img', { name: 'Backdrop' })).toHaveAttribute('fetchpriority', 'high');
    });
  });
});
