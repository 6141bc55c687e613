import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@reelist/api';
import { DEFAULT_PREFERENCES, STORAGE_KEYS } from '@reelist/contracts';
import { resetStorageMemory } from '@reelist/testing';
import { movie, paged, show } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { MyServicesSlot } from './my-services-slot';
import { ServicesPrompt } from './services-prompt';

jest.mock('@reelist/api', () => {
  const actual = jest.requireActual('@reelist/api');
  return { ...actual, discoverMovies: jest.fn(), discoverTv: jest.fn() };
});
const mocked = jest.mocked(api);

const prefer = (patch: object) =>
  localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ ...DEFAULT_PREFERENCES, ...patch }));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  resetStorageMemory();
  mocked.discoverMovies.mockResolvedValue(
    paged([
      movie(1, { title: 'Older Film', release_date: '2026-01-02' }),
      movie(2, { title: 'New Film', release_date: '2026-05-01' }),
    ]),
  );
  mocked.discoverTv.mockResolvedValue(paged([show(3, { name: 'Mid Show', first_air_date: '2026-03-01' })]));
});

describe('MyServicesSlot', () => {
  // The prompt is a card in Home's flow from the first paint (issue 36), no longer a late overlay.
  it('prompts a first-time visitor to pick services at once, and remembers a dismissal', async () => {
    const { container } = renderPage(<MyServicesSlot />);
    expect(container).toBeEmptyDOMElement();
    renderPage(<ServicesPrompt />);
    const prompt = screen.getByRole('complementary');
    expect(prompt).toHaveTextContent('Pick your services to see what you can watch now');
    expect(screen.getByRole('link', { name: 'Choose services' })).toHaveAttribute('href', '/preferences');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.preferences) ?? '{}').servicesPromptDismissed).toBe(true);
    expect(mocked.discoverMovies).not.toHaveBeenCalled();
  });

  it('shows no prompt once dismissed', async () => {
    prefer({ servicesPromptDismissed: true });
    const { container } = renderPage(<ServicesPrompt />);
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows "New on your services": newest first, streaming on my services in my region', async () => {
    prefer({ myServices: [8, 337], preferredRegion: 'GB' });
    renderPage(<MyServicesSlot />);
    expect(screen.getByRole('heading', { name: 'New on your services' })).toBeInTheDocument();
    await screen.findByText('New Film');
    const titles = screen.getAllByRole('article').map((card) => card.querySelector('a')?.getAttribute('href'));
    expect(titles).toEqual(['/movie/2', '/tv/3', '/movie/1']);
    expect(mocked.discoverMovies).toHaveBeenCalledWith(
      expect.objectContaining({
        with_watch_providers: '8|337',
        watch_region: 'GB',
        with_watch_monetization_types: 'flatrate|free|ads',
        sort_by: 'primary_release_date.desc',
      }),
      1,
      expect.anything(),
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
