import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { C, STORAGE_KEYS } from '@reelist/contracts';
import type { Review } from '@reelist/contracts';
import { watchlistItem } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { fakeTmdb, movie, page } from '../../testing/fake-tmdb';
import { WatchlistPage } from '../watchlist';
import { lookupKeyOf } from '../matching';
import type { MatchedTitle } from '../matching';
import type { ParsedSource, SourceRecord } from '../../lib/source-types';
import { planHistory } from './plan-history';

// A review longer than the review form allows, in another service's export: it comes in cut to the form's
// 10,000 characters (the rest of the import is kept), and the preview says so before anything is stored.

const LONG_REVIEW = `${'A long review. '.repeat(20_000)}The end.`;
const CUT = `${LONG_REVIEW.slice(0, C.REVIEW_CONTENT_MAX - 1).trimEnd()}…`;

describe('planHistory with a review longer than the form allows', () => {
  const FIGHT_CLUB: MatchedTitle = {
    id: 550,
    media_type: 'movie',
    title: 'Fight Club',
    year: 1999,
    poster_path: null,
    release_date: '1999-10-15',
    vote_average: 8,
    overview: '',
  };
  const record = (review: string, sourceKey: string): SourceRecord => ({
    file: 'reviews.csv',
    row: 1,
    title: 'Fight Club',
    year: 1999,
    media: 'unknown',
    ids: {},
    watchedAt: '2025-03-01T00:00:00.000Z',
    review,
    sourceKey,
  });
  const plan = (records: SourceRecord[]) => {
    const parsed: ParsedSource = {
      source: 'letterboxd',
      label: 'Letterboxd export',
      records,
      skipped: [],
      missing: [],
      ignoredFiles: [],
    };
    const matches = new Map(records.map((r) => [lookupKeyOf(r), { status: 'matched' as const, title: FIGHT_CLUB }]));
    const base = { watchlist: [], log: [], ratings: {}, reviews: {} };
    return planHistory(parsed, matches, new Map(), base, new Date('2025-08-01T12:00:00.000Z'));
  };

  it('cuts it to 10,000 characters and counts it; a review within the bound is kept whole', () => {
    const result = plan([record(LONG_REVIEW, 'https://boxd.it/a'), record('Short and sharp.', 'https://boxd.it/b')]);
    expect(result.change.reviews.get('movie_550')?.map((review) => review.content)).toEqual([CUT, 'Short and sharp.']);
    expect(result.cutReviews).toBe(1);
  });

  it('counts nothing when every review fits', () => {
    expect(plan([record('x'.repeat(C.REVIEW_CONTENT_MAX), 'https://boxd.it/a')]).cutReviews).toBe(0);
  });
});

describe('importing a Letterboxd reviews.csv with a 300,000-character review', () => {
  it('says in the preview that it is cut, then imports it cut to 10,000 characters', async () => {
    const csv =
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\n' +
      `2025-03-02,Fight Club,1999,https://boxd.it/a,4.5,,"${LONG_REVIEW}",,2025-03-01\n`;
    renderPage(<WatchlistPage />, { items: [watchlistItem({ id: 1, title: 'Alien' })] });
    fakeTmdb({ 'search/movie Fight Club 1999': { body: page([movie(550, 'Fight Club', '1999-10-15')]) } });
    await userEvent.click(screen.getByRole('button', { name: /Export \/ Share/ }));
    await userEvent.upload(screen.getByLabelText('Import watchlist file'), new File([csv], 'reviews.csv'));

    const preview = await screen.findByRole('region', { name: 'Import preview' });
    expect(within(preview).getByRole('note')).toHaveTextContent(
      '1 review longer than 10,000 characters is cut to 10,000.',
    );
    await userEvent.click(within(preview).getByRole('button', { name: 'Import 1 item' }));
    await screen.findByText(/Successfully imported 1 item/);

    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.reviews) ?? '{}') as Record<string, Review[]>;
    expect(stored.movie_550?.map((review) => review.content)).toEqual([CUT]);
  });
});
