import { i18n } from '@reelist/i18n';
import type { Messages } from '@reelist/i18n';
import { act, screen, within } from '@testing-library/react';
import { messages as german } from '../../locales/de.po';
import { messages as japanese } from '../../locales/ja.po';
import { renderPage } from '../../testing/render-page';
import { appliedTags } from './filters/applied-tags';
import { FilterBar } from './filters/filter-bar';
import { clampFilters } from './filters/search-filters';
import { ResultsView } from './results/results-view';
import type { SearchResults } from './use-search-results';

const speak = (locale: string, messages: Messages) => act(() => i18n.loadAndActivate({ locale, messages }));

afterEach(() => {
  act(() => i18n.activate('en'));
});

/** A first page of many results: none shown yet, more to load. */
const results = (totalResults: number): SearchResults => ({
  status: 'ready',
  results: [],
  page: 1,
  totalPages: 60,
  totalResults,
  loadingMore: false,
  hasMore: true,
  loadMore: jest.fn(),
  retry: jest.fn(),
});

const bar = (
  <FilterBar
    mediaType="all"
    sortBy="popularity.desc"
    view="grid"
    advancedOpen={false}
    advancedId="advanced"
    onMediaType={jest.fn()}
    onSort={jest.fn()}
    onView={jest.fn()}
    onToggleAdvanced={jest.fn()}
    onToggleMyServices={jest.fn()}
  />
);

describe('Search in another language', () => {
  it('counts results with German plurals and numbers, and labels the filters in German', async () => {
    await speak('de', german);
    renderPage(
      <>
        {bar}
        <ResultsView results={results(1234)} view="grid" query="dune" />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('1.234 Ergebnisse für „dune“');
    expect(screen.getByRole('list', { name: 'Suchergebnisse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeInTheDocument();
    const types = screen.getByRole('group', { name: 'Medientyp' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Alle', 'Filme', 'Serien', 'Personen']);
    expect(screen.getByRole('combobox', { name: 'Sortieren nach' })).toHaveDisplayValue('Am beliebtesten');
    expect(screen.getByRole('button', { name: 'Erweiterte Filter' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/results|Load More|Movies|Most Popular/);
  });

  it('uses the one Japanese plural form and switches back to English at once', async () => {
    await speak('ja', japanese);
    renderPage(<ResultsView results={results(1)} view="list" query="dune" />);
    expect(screen.getByRole('status')).toHaveTextContent('「dune」の検索結果 1件');
    expect(screen.getByRole('button', { name: 'もっと見る' })).toBeInTheDocument();
    act(() => i18n.activate('en'));
    expect(screen.getByRole('status')).toHaveTextContent('1 result for "dune"');
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
  });

  it('writes the applied filters with German words and decimal commas', async () => {
    await speak('de', german);
    const now = new Date('2025-06-01T00:00:00Z');
    const filters = clampFilters(
      { mediaType: 'tv', genres: [99], yearFrom: 1990, ratingMin: 7.5, runtimeMax: 120, onMyServices: true },
      now,
    );
    expect(appliedTags(filters, [], now).map((tag) => tag.label)).toEqual([
      'Serien',
      'Genre 99',
      'Jahr: 1990–2027',
      'Bewertung: 7,5–10,0',
      'Laufzeit: 0–120 Min.',
      'Bei meinen Diensten',
    ]);
  });
});
