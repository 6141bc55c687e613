/**
 * @jest-environment node
 */
// Search rendered where there is no browser, as the server renders a plain text search for a first visit: its first
// page of results from the api cache, which a browser's first render must match to take the markup over.
import * as api from '@reelist/api';
import { renderOnServer } from '@reelist/testing/server';
import { movie, paged } from '../../testing/fixtures';
import { SearchPage } from './search-page';

jest.mock('@reelist/api', () => ({ ...jest.requireActual('@reelist/api'), peekSearchMulti: jest.fn() }));

const render = (search: string) => renderOnServer(<SearchPage />, `/search?${search}`);

describe('SearchPage without a browser', () => {
  it('renders the first page of results of a text search from the api cache', () => {
    const titles = Array.from({ length: 6 }, (_, i) => movie(i + 1, { title: `Star ${i + 1}` }));
    jest.mocked(api.peekSearchMulti).mockReturnValue(paged(titles));
    const html = render('q=star');
    expect(api.peekSearchMulti).toHaveBeenCalledWith('star', 1);
    expect(html).toContain('6 results for &quot;star&quot;');
    for (const title of titles) expect(html).toContain(`>${title.title}<`);
    expect(html).not.toContain('style=');
  });

  it('renders the results as loading when the api cache has nothing yet', () => {
    jest.mocked(api.peekSearchMulti).mockReturnValue(undefined);
    expect(render('q=star')).not.toContain('Star 1');
  });
});
