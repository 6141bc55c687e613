import { screen, within } from '@testing-library/react';
import { DEFAULT_PREFERENCES, STORAGE_KEYS } from '@reelist/contracts';
import { MOVIE } from '../../testing/fixtures';
import { fakeServices, renderWithProviders, resetDetailTestState } from '../../testing/render-detail';
import { ProductionCompanies } from '../watch/production-companies';
import { WhereToWatch } from '../watch/where-to-watch';

beforeEach(() => {
  resetDetailTestState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('WhereToWatch', () => {
  it('lists stream and rent providers of the preferred region with w92 logos linking to the offers page', async () => {
    fakeServices();
    renderWithProviders(<WhereToWatch mediaType="movie" id={550} />);
    expect(screen.getByRole('heading', { name: 'Where to Watch (US)' })).toBeInTheDocument();
    const netflix = await screen.findByRole('img', { name: 'Netflix' });
    expect(netflix).toHaveAttribute('src', 'http://img.test/t/p/w92/netflix.jpg');
    const link = netflix.closest('a');
    expect(link).toHaveAttribute('href', 'https://www.themoviedb.org/movie/550/watch?locale=US');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Stream', 'Rent']);
    expect(screen.queryByRole('img', { name: 'Amazon Video' })).not.toBeInTheDocument();
  });

  it('follows the preferred region', async () => {
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ ...DEFAULT_PREFERENCES, preferredRegion: 'GB' }));
    fakeServices();
    renderWithProviders(<WhereToWatch mediaType="movie" id={550} />);
    const buy = await screen.findByRole('heading', { level: 3, name: 'Buy' });
    expect(within(buy.parentElement as HTMLElement).getByRole('img', { name: 'Amazon Video' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Netflix' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load streaming information' when the service fails", async () => {
    fakeServices({ '/3/movie/550/watch/providers': { status: 500, body: {} } });
    renderWithProviders(<WhereToWatch mediaType="movie" id={550} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load streaming information');
  });
});

describe('ProductionCompanies', () => {
  it('shows at most three companies, with logos when present', () => {
    renderWithProviders(<ProductionCompanies companies={MOVIE.production_companies} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Fox 2000 Pictures', 'Regency Enterprises', 'Linson Films']);
    expect(items[0]?.querySelector('img')).toHaveAttribute('src', 'http://img.test/t/p/w92/fox.png');
    expect(items[1]?.querySelector('img')).toBeNull();
  });

  it('renders nothing without companies', () => {
    const { container } = renderWithProviders(<ProductionCompanies companies={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('WhereToWatch with my services', () => {
  it('lists my services first in each group and marks them "Your service"', async () => {
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ ...DEFAULT_PREFERENCES, myServices: [337, 3] }));
    const provider = (provider_id: number, provider_name: string) => ({
      provider_id,
      provider_name,
      logo_path: `/p${provider_id}.jpg`,
      display_priority: provider_id,
    });
    fakeServices({
      '/3/movie/550/watch/providers': {
        body: {
          id: 550,
          results: {
            US: {
              link: 'https://www.themoviedb.org/movie/550/watch?locale=US',
              flatrate: [provider(8, 'Netflix'), provider(337, 'Disney Plus')],
              ads: [provider(207, 'The Roku Channel')],
              rent: [provider(2, 'Apple TV'), provider(3, 'Google Play Movies')],
            },
          },
        },
      },
    });
    renderWithProviders(<WhereToWatch mediaType="movie" id={550} />);
    const stream = (await screen.findByRole('heading', { level: 3, name: 'Stream' })).parentElement as HTMLElement;
    expect(
      within(stream)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Your service', '']);
    expect(
      within(stream)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Disney Plus', 'Netflix']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Stream',
      'With ads',
      'Rent',
    ]);
    const rent = screen.getByRole('heading', { level: 3, name: 'Rent' }).parentElement as HTMLElement;
    expect(
      within(rent)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Google Play Movies', 'Apple TV']);
    expect(screen.getAllByText('Your service')).toHaveLength(2);
  });
});
