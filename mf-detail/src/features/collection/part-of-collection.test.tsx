import { screen } from '@testing-library/react';
import { loadWatchLog, watchlistStore } from '@reelist/storage';
import { watchlistItem } from '@reelist/testing';
import { COLLECTION_ROUTES } from '../../testing/collection-fixtures';
import { fakeServices, renderWithProviders, resetDetailTestState } from '../../testing/render-detail';
import { DetailPage } from '../title';

beforeEach(() => {
  resetDetailTestState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const asked = (fetch: jest.Mock) => fetch.mock.calls.map(([url]) => new URL(url as string).pathname);

describe("Detail's 'Part of the' block", () => {
  it("names the movie's collection, links to it and shows the visitor's progress", async () => {
    void watchlistStore.replaceAll([watchlistItem({ id: 11, status: 'watched' })]);
    await (await loadWatchLog()).watchLogStore.recordViewing(12, 'movie');
    fakeServices(COLLECTION_ROUTES);
    renderWithProviders(<DetailPage />, { path: '/movie/12' });
    await screen.findByRole('heading', { level: 1, name: 'The Second Voyage' });
    const block = await screen.findByRole('region', { name: 'Part of the Voyage Collection' });
    expect(block).toHaveTextContent('Part of the Voyage Collection');
    expect(screen.getByRole('link', { name: 'Voyage Collection' })).toHaveAttribute('href', '/collection/10');
    expect(await screen.findByText('2 of 3 watched')).toBeInTheDocument();
  });

  it('shows nothing and asks for nothing more for a movie in no collection', async () => {
    const fetch = fakeServices(COLLECTION_ROUTES);
    renderWithProviders(<DetailPage />);
    await screen.findByRole('heading', { level: 1, name: 'Fight Club' });
    await screen.findByRole('list', { name: 'Ratings from other sources' });
    expect(screen.queryByRole('region', { name: /^Part of the/ })).not.toBeInTheDocument();
    expect(asked(fetch).filter((path) => path.includes('collection'))).toEqual([]);
  });
});
