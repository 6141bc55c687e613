import { i18n } from '@reelist/i18n';
import type { Messages } from '@reelist/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@reelist/api';
import type { Season, Title } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { watchlistItem } from '@reelist/testing';
import { messages as german } from '../../locales/de.po';
import { messages as japanese } from '../../locales/ja.po';
import { renderPage } from '../../testing/render-page';
import { relativeDayLabel } from './calendar-days';
import { entryEvents } from './calendar-file';
import { CalendarRoute } from './calendar-route';
import { fromLine } from './people-entries';
import { forgetAnswers } from './use-sources';

jest.mock('@reelist/api', () => ({
  ...jest.requireActual('@reelist/api'),
  getTvSchedule: jest.fn(),
  getTvSeason: jest.fn(),
}));
const mocked = jest.mocked(api);

const TODAY = '2026-11-27';
const episode = (season: number, number: number, air_date: string, name = `Episode ${number}`) => ({
  id: season * 100 + number,
  name,
  overview: '',
  air_date,
  episode_number: number,
  season_number: season,
  runtime: null,
  still_path: null,
  vote_average: 0,
  vote_count: 0,
});
// Westeros: S2E3 and S2E4 aired in the last weeks (Catch up), S2E5 tomorrow.
const WESTEROS: Title = {
  id: 1399,
  name: 'Westeros',
  last_episode_to_air: episode(2, 4, '2026-11-21'),
  next_episode_to_air: episode(2, 5, '2026-11-28', 'The Rains'),
};
const SEASON_2: Season = {
  id: 2,
  name: 'Season 2',
  overview: '',
  air_date: '2026-11-07',
  poster_path: null,
  season_number: 2,
  episodes: [episode(2, 3, '2026-11-14'), episode(2, 4, '2026-11-21'), episode(2, 5, '2026-11-28', 'The Rains')],
};
const LIGHTHOUSE: Title = { id: 77, name: 'Lighthouse', next_episode_to_air: episode(3, 1, TODAY, 'Return') };
const ITEMS = [
  watchlistItem({ id: 1399, title: 'Westeros', media_type: 'tv', status: 'watching' }),
  watchlistItem({ id: 603, title: 'The Matrix', release_date: '2026-12-03' }),
];

const speak = (locale: string, messages: Messages) => act(() => i18n.loadAndActivate({ locale, messages }));

beforeEach(() => {
  jest.clearAllMocks();
  forgetAnswers();
  mocked.getTvSchedule.mockImplementation(async (id) => {
    if (id === 1399) return WESTEROS;
    if (id === 77) return LIGHTHOUSE;
    throw new Error('Failed to fetch TV show details');
  });
  mocked.getTvSeason.mockImplementation(async (id, season) => {
    if (id === 1399 && season === 2) return SEASON_2;
    throw new Error('Failed to fetch season details');
  });
});

afterEach(() => {
  act(() => i18n.activate('en'));
});

/** The calendar of the watchlist's Westeros and movie, Lighthouse followed, and `broken` shows that fail. */
const open = (search: string, broken: number[] = []) =>
  renderPage(<CalendarRoute today={TODAY} />, {
    items: ITEMS,
    pathname: '/calendar',
    search,
    storage: { reelist_tv_following: [77, ...broken] },
  });

const dayHeadings = () =>
  within(screen.getByRole('list', { name: 'Agenda' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the calendar in another language', () => {
  it('speaks German: days, weekdays and months, plurals, today, and back to English on a switch', async () => {
    await speak('de', german);
    open('view=agenda', [901, 902]);
    expect(screen.getByRole('heading', { level: 1, name: 'Kalender' })).toBeInTheDocument();
    // Two shows could not be read: the German plural, and the retry button.
    expect(await screen.findByRole('alert')).toHaveTextContent('2 deiner Serien konnten nicht geprüft werden.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: /^Nächste 30 Tage: 27\. Nov\.\s–\s26\. Dez\.$/ }),
    ).toBeVisible();
    expect(dayHeadings()).toEqual(['Freitag, 27. November Heute', 'Samstag, 28. November', 'Donnerstag, 3. Dezember']);
    expect(screen.getByRole('link', { name: 'The Matrix Filmstart' })).toHaveAttribute('href', '/movie/603');
    expect(screen.getByRole('button', { name: 'Folgen von Westeros herunterladen (.ics)' })).toBeInTheDocument();
    act(() => bus.publish('notification:changed', { state: { permission: 'default', subscribed: false } }));
    expect(screen.getByRole('link', { name: 'aktiviere Benachrichtigungen in den Einstellungen' })).toHaveAttribute(
      'href',
      '/preferences',
    );

    // Catch up: a German plural, and the day each aired.
    const catchUp = screen.getByRole('list', { name: 'Serien zum Nachholen' });
    expect(catchUp).toHaveTextContent('2 Folgen nachzuholen');
    expect(
      within(within(catchUp).getByRole('list', { name: 'Folgen von Westeros' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['S2E3 · Episode 3ausgestrahlt am Sa., 14. Nov.', 'S2E4 · Episode 4ausgestrahlt am Sa., 21. Nov.']);

    // The month grid: German weekdays from the browser's week start, today marked.
    await userEvent.click(screen.getByRole('button', { name: 'Monatsansicht' }));
    // The agenda's period stays: its caption names it.
    const grid = screen.getByRole('table', { name: /^Nächste 30 Tage: / });
    const weekdays = within(grid).getAllByRole('columnheader');
    expect(weekdays.map((weekday) => weekday.textContent)).toContain('Fr');
    expect(weekdays.map((weekday) => weekday.querySelector('abbr')?.title)).toContain('Freitag');
    const today = grid.querySelector('[aria-current="date"]') as HTMLElement;
    expect(today).toHaveTextContent('Freitag, 27. November');
    expect(today).toHaveTextContent('Heute');
    expect(screen.getByRole('button', { name: 'Nächster Monat, Dezember 2026' })).toBeInTheDocument();

    // Switching the language renders the page again in English.
    act(() => i18n.activate('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    expect(grid).toHaveAccessibleName(/^Next 30 days: Nov 27\s–\sDec 26$/);
    expect(screen.getByRole('alert')).toHaveTextContent('2 of your shows could not be checked.');
    expect(today).toHaveTextContent('Friday, November 27');
    expect(today).toHaveTextContent('Today');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((weekday) => weekday.textContent),
    ).toContain('Fri');
    expect(screen.getByRole('list', { name: 'Shows to catch up on' })).toHaveTextContent('2 episodes to catch up on');
    expect(screen.getByRole('button', { name: 'Next month, December 2026' })).toBeInTheDocument();
  });

  it('speaks Japanese: its month and day order, one plural form, today', async () => {
    await speak('ja', japanese);
    open('view=month', [901]);
    expect(screen.getByRole('heading', { level: 1, name: 'カレンダー' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('番組のうち1件を確認できませんでした。');
    const grid = screen.getByRole('table', { name: '2026年11月' });
    const today = grid.querySelector('[aria-current="date"]') as HTMLElement;
    expect(today).toHaveTextContent('11月27日金曜日');
    expect(today).toHaveTextContent('今日');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((weekday) => weekday.textContent),
    ).toContain('金');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: '見逃したエピソードのある番組' })).toHaveTextContent(
        '未視聴のエピソード: 2話',
      ),
    );
    expect(screen.getByRole('button', { name: '今週' })).toBeInTheDocument();
  });

  it('names relative days, whom a title comes from and the .ics texts in the language', async () => {
    expect([0, 1, 3].map((days) => relativeDayLabel('en-US', days))).toEqual(['Today', 'Tomorrow', 'In 3 days']);
    expect([0, 1, 3].map((days) => relativeDayLabel('de', days))).toEqual(['Heute', 'Morgen', 'In 3 Tagen']);
    expect([0, 1].map((days) => relativeDayLabel('ja', days))).toEqual(['今日', '明日']);
    const entry = { key: 'movie-500', day: '2026-12-10', mediaType: 'movie' as const, id: 500, title: 'Harbour' };
    expect(fromLine(['Ada', 'Bo', 'Cy'])).toBe('From Ada, Bo, and Cy');

    await speak('de', german);
    expect(fromLine(['Ada', 'Bo', 'Cy'])).toBe('Von Ada, Bo und Cy');
    // The summary a visitor reads in their calendar app follows the language; the file's format does not.
    expect(entryEvents([{ ...entry, from: ['Ada', 'Bo'] }], 'https://reelist.example')).toEqual([
      {
        uid: 'movie-500@reelist',
        day: '2026-12-10',
        summary: 'Harbour',
        description: 'Von Ada und Bo',
        url: 'https://reelist.example/movie/500',
      },
    ]);

    await speak('ja', japanese);
    expect(fromLine(['Ada', 'Bo', 'Cy'])).toBe('Ada、Bo、Cyの作品');
  });
});
