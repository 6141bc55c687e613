/**
 * @jest-environment node
 */
// Home rendered where there is no browser (no window, navigator or storage), as a server would render it: the markup a
// browser's first render must match to take it over.
import * as api from '@reelist/api';
import { renderOnServer } from '@reelist/testing/server';
import { movie, paged } from '../../testing/fixtures';
import { FIRST_SCREEN_POSTERS } from '../../lib/title-card';
import { HomePage } from './home-page';

jest.mock('@reelist/api', () => ({ ...jest.requireActual('@reelist/api'), peekTrending: jest.fn() }));

const render = () => renderOnServer(<HomePage />);

describe('HomePage without a browser', () => {
  it('renders its first row from the api cache, the first screen of posters only, and notifications not asked yet', () => {
    const titles = Array.from({ length: 12 }, (_, i) => movie(i + 1, { title: `Trend ${i + 1}` }));
    jest.mocked(api.peekTrending).mockReturnValue(paged(titles));
    const html = render();
    expect(html).toContain('Welcome to Reelist');
    expect(html).toContain('Trending Today');
    for (const title of titles) expect(html).toContain(`Add ${title.title} to watchlist`);
    // A poster past the first screen waits to be seen (IntersectionObserver), as in a browser's first render.
    expect(html.match(/<img [^>]*poster/g) ?? []).toHaveLength(FIRST_SCREEN_POSTERS);
    expect(html).toContain('Enable Notifications');
    expect(html).not.toContain('not supported');
  });

  it('renders the rows as loading when the api cache has nothing yet', () => {
    jest.mocked(api.peekTrending).mockReturnValue(undefined);
    const html = render();
    expect(html).toContain('Trending Today');
    expect(html).not.toMatch(/<img [^>]*poster/);
  });
});
