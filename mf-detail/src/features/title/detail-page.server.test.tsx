/**
 * @jest-environment node
 */
// A title's page rendered where there is no browser (no window, navigator or storage), as the server renders it for a
// first visit: the markup a browser's first render must match to take it over.
import * as api from '@reelist/api';
import { renderOnServer } from '@reelist/testing/server';
import { MOVIE, SHOW } from '../../testing/fixtures';
import { DetailPage } from './detail-page';

jest.mock('@reelist/api', () => ({ ...jest.requireActual('@reelist/api'), peekTitleDetails: jest.fn() }));

const render = (pathname: string, id: string) => renderOnServer(<DetailPage />, pathname, { id });

describe('DetailPage without a browser', () => {
  it("renders a film's hero, facts, overview and cast from the api cache", () => {
    jest.mocked(api.peekTitleDetails).mockReturnValue(MOVIE);
    const html = render('/movie/550', '550');
    expect(html).toContain('<h1');
    expect(html).toContain('Fight Club');
    expect(html).toContain(MOVIE.overview);
    expect(html).toContain('Actor 1');
    expect(html).toContain('Add to Watchlist');
    // The page's Content-Security-Policy refuses style attributes in markup.
    expect(html).not.toContain('style=');
  });

  it("renders a show's page, seasons included", () => {
    jest.mocked(api.peekTitleDetails).mockReturnValue(SHOW);
    const html = render('/tv/1399', '1399');
    expect(html).toContain(SHOW.name);
    expect(html).toContain('Seasons');
    expect(html).not.toContain('style=');
  });

  it('renders the loading page when the api cache has nothing yet', () => {
    jest.mocked(api.peekTitleDetails).mockReturnValue(undefined);
    expect(render('/movie/550', '550')).not.toContain('Fight Club');
  });
});
