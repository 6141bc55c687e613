import { ImportError } from '../../../lib/import-error';
import { RAGGED_ROW_REASON } from './csv';
import { SKIP_REASONS } from './messages';
import {
  LETTERBOXD_DIARY,
  LETTERBOXD_LIST,
  LETTERBOXD_LIST_PADDED,
  LETTERBOXD_RATINGS,
  LETTERBOXD_REVIEWS,
  LETTERBOXD_WATCHED,
  LETTERBOXD_WATCHLIST,
  letterboxdZip,
} from './test/fixtures';
import { letterboxdParser } from './letterboxd';
import type { SourceRecord } from '../../../lib/source-types';

const FOLDER = 'letterboxd-alex-2025-07-05-10-00-utc';
const zip = letterboxdParser.parse(letterboxdZip());
const byKey = (records: readonly SourceRecord[], key: string): SourceRecord | undefined =>
  records.find((r) => r.sourceKey === key);
const titled = (records: readonly SourceRecord[], title: string): SourceRecord[] =>
  records.filter((r) => r.title === title);

describe('letterboxdParser on the whole ZIP', () => {
  it('reads diary rows as viewings: Watched Date (else the logged Date), rewatch, half stars doubled', () => {
    expect(byKey(zip.records, 'https://boxd.it/7Qx2Lb')).toEqual({
      file: `${FOLDER}/diary.csv`,
      row: 1,
      title: 'Heat',
      year: 1995,
      media: 'unknown',
      ids: {},
      watchedAt: '2025-03-01T00:00:00.000Z',
      rewatch: false,
      rating10: 9,
      sourceKey: 'https://boxd.it/7Qx2Lb',
    });
    expect(byKey(zip.records, 'https://boxd.it/9Ka1Zz')).toMatchObject({ rewatch: true, rating10: 10 });
    expect(byKey(zip.records, 'https://boxd.it/aB3c')).toMatchObject({ rewatch: false, rating10: 7 });
    // No Watched Date: the logged Date; 0.5 stars is 1, never dropped.
    expect(byKey(zip.records, 'https://boxd.it/aB4d')).toMatchObject({
      watchedAt: '2025-07-04T00:00:00.000Z',
      rating10: 1,
    });
  });

  it('joins a review to its diary entry by URI, else by Watched Date + film, keeping multi-line text', () => {
    expect(titled(zip.records, 'Heat').filter((r) => r.watchedAt)).toHaveLength(2);
    expect(byKey(zip.records, 'https://boxd.it/9Ka1Zz')?.review).toBe(
      'Better the second time.\nThe bank scene still lands.',
    );
    const tiger = titled(zip.records, 'Crouching Tiger, Hidden Dragon').filter((r) => r.watchedAt);
    expect(tiger).toEqual([
      expect.objectContaining({ sourceKey: 'https://boxd.it/aB3c', review: 'Says "wow", twice.' }),
    ]);
  });

  it('keeps a review without a diary entry as a viewing carrying the review', () => {
    expect(titled(zip.records, 'Memento')).toEqual([
      expect.objectContaining({
        file: `${FOLDER}/reviews.csv`,
        row: 3,
        watchedAt: '2024-01-09T00:00:00.000Z',
        rating10: 8,
        review: 'Backwards, and better for it.',
        sourceKey: 'https://boxd.it/mM1n',
      }),
    ]);
  });

  it('adds watched.csv films only when they have no viewing, as undated (its Date is not a viewing date)', () => {
    const watched = zip.records.filter((r) => r.file.endsWith('/watched.csv'));
    expect(watched).toEqual([
      {
        file: `${FOLDER}/watched.csv`,
        row: 3,
        title: 'Alien',
        year: 1979,
        media: 'unknown',
        ids: {},
        watchedUndated: true,
        sourceKey: 'watched:https://boxd.it/2b3s',
      },
    ]);
  });

  it('applies ratings as scores, saying "watched" only for films nothing else marked watched', () => {
    const ratings = zip.records.filter((r) => r.file.endsWith('/ratings.csv'));
    expect(ratings.map((r) => [r.title, r.rating10, r.ratedAt, r.watchedUndated, r.watchedAt])).toEqual([
      ['Heat', 10, '2025-03-02T00:00:00.000Z', undefined, undefined],
      ['Alien', 7, '2020-05-02T00:00:00.000Z', undefined, undefined],
      ['Arrival', 1, '2021-02-02T00:00:00.000Z', true, undefined],
    ]);
    expect(ratings[0]?.sourceKey).toBe('ratings:https://boxd.it/2b1s');
  });

  it('reads liked films as watched, once per film', () => {
    const likes = zip.records.filter((r) => r.file.endsWith('/likes/films.csv'));
    expect(likes).toEqual([
      expect.objectContaining({ title: 'Her', watchedUndated: true, sourceKey: 'likes:https://boxd.it/2b5s' }),
    ]);
  });

  it('puts watchlist and list films on the watchlist, as unknown media (Letterboxd has TV records too)', () => {
    expect(byKey(zip.records, 'watchlist:https://boxd.it/beEf')).toEqual({
      file: `${FOLDER}/watchlist.csv`,
      row: 1,
      title: 'Beef',
      year: 2023,
      media: 'unknown',
      ids: {},
      watchlist: true,
      addedAt: '2024-11-02T00:00:00.000Z',
      sourceKey: 'watchlist:https://boxd.it/beEf',
    });
    expect(byKey(zip.records, 'watchlist:https://boxd.it/oBs1')).not.toHaveProperty('year');
    expect(zip.records.filter((r) => r.file.includes('/lists/')).map((r) => [r.title, r.year, r.sourceKey])).toEqual([
      ['Paddington 2', 2017, 'list/rainy-sunday:https://boxd.it/d9Pe'],
      ['Crouching Tiger, Hidden Dragon', 2000, 'list/rainy-sunday:https://boxd.it/2aXq'],
      ['Alien', 1979, 'list/old-favourites:https://boxd.it/2b3s'],
      ['Arrival', 2016, 'list/old-favourites:https://boxd.it/2b4s'],
    ]);
    expect(zip.records.filter((r) => r.file.includes('/lists/')).every((r) => r.watchlist && !r.addedAt)).toBe(true);
  });

  it('never reads deleted/, orphaned/, comments, liked lists and reviews, or the personal profile.csv', () => {
    expect(zip.ignoredFiles).toEqual(
      [
        'likes/lists.csv',
        'likes/reviews.csv',
        'deleted/diary.csv',
        'orphaned/reviews.csv',
        'comments.csv',
        'profile.csv',
      ].map((path) => `${FOLDER}/${path}`),
    );
    expect(JSON.stringify(zip)).not.toMatch(/alex@example\.com|Berlin/);
    expect(zip.records.some((r) => r.file.includes('deleted/') || r.file.includes('orphaned/'))).toBe(false);
  });

  it('reports ragged rows one by one and reads the rest', () => {
    expect(zip.skipped).toEqual([
      { file: `${FOLDER}/watched.csv`, row: 4, reason: RAGGED_ROW_REASON },
      { file: `${FOLDER}/watched.csv`, row: 5, reason: RAGGED_ROW_REASON },
    ]);
    expect(zip).toMatchObject({ source: 'letterboxd', label: 'Letterboxd export (ZIP)', missing: [] });
  });

  it('gives every record a distinct source key', () => {
    const keys = zip.records.map((r) => r.sourceKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('letterboxdParser on one CSV', () => {
  it.each([
    ['diary.csv', LETTERBOXD_DIARY, 'Letterboxd diary (CSV)', 4],
    ['reviews.csv', LETTERBOXD_REVIEWS, 'Letterboxd reviews (CSV)', 3],
    ['watched.csv', LETTERBOXD_WATCHED, 'Letterboxd watched films (CSV)', 3],
    ['ratings.csv', LETTERBOXD_RATINGS, 'Letterboxd ratings (CSV)', 3],
    ['watchlist.csv', LETTERBOXD_WATCHLIST, 'Letterboxd watchlist (CSV)', 3],
    ['films.csv', LETTERBOXD_WATCHED, 'Letterboxd liked films (CSV)', 3],
    ['rainy-sunday.csv', LETTERBOXD_LIST, 'Letterboxd list (CSV)', 2],
    ['old.csv', LETTERBOXD_LIST_PADDED, 'Letterboxd list (CSV)', 2],
  ])('reads %s by its header and name', (path, text, label, count) => {
    const parsed = letterboxdParser.parse([{ path, text: `\uFEFF${text}` }]);
    expect(parsed.label).toBe(label);
    expect(parsed.records).toHaveLength(count);
  });

  it('marks every rated film watched when ratings.csv comes alone', () => {
    const parsed = letterboxdParser.parse([{ path: 'ratings.csv', text: LETTERBOXD_RATINGS }]);
    expect(parsed.records.every((r) => r.watchedUndated && r.rating10)).toBe(true);
  });

  it('throws an ImportError naming what is missing when no file is readable', () => {
    expect(() =>
      letterboxdParser.parse([{ path: 'diary.csv', text: 'Date,Year,Letterboxd URI\n2025-01-01,1995,x\n' }]),
    ).toThrow(new ImportError('This Letterboxd file has no Name column'));
    expect(() => letterboxdParser.parse([{ path: 'x.csv', text: 'Letterboxd list export v7\nDate,Name\n' }])).toThrow(
      new ImportError('This Letterboxd list has no Position,Name,Year,URL table'),
    );
    expect(() => letterboxdParser.parse([{ path: 'x.csv', text: '' }])).toThrow(ImportError);
  });

  it('reads a file with a header and no rows as an export with nothing in it', () => {
    expect(
      letterboxdParser.parse([
        { path: 'diary.csv', text: 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n' },
      ]).records,
    ).toEqual([]);
  });
});

describe('letterboxdParser on a diary with a broken quote', () => {
  const HEADER = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date';
  const row = (n: number, tags = '') =>
    `2025-03-0${n},Film ${n},200${n},https://boxd.it/d${n},4,,${tags},2025-03-0${n}`;
  const skippedRows = (text: string) =>
    letterboxdParser.parse([{ path: 'diary.csv', text }]).skipped.map(({ row: n, reason }) => ({ n, reason }));

  it('counts every row a quote never closed swallowed, not just the row it opens in', () => {
    // Row 2 opens a quote that nothing closes: rows 3 to 8 are read into its Tags cell.
    const text = [HEADER, row(1), row(2, '"cinema, 35mm'), ...[3, 4, 5, 6, 7, 8].map((n) => row(n)), ''].join('\n');
    const parsed = letterboxdParser.parse([{ path: 'diary.csv', text }]);
    expect(parsed.records.map((r) => r.title)).toEqual(['Film 1']);
    expect(skippedRows(text)).toEqual([
      { n: 2, reason: SKIP_REASONS.unclosedQuote(6) },
      ...[3, 4, 5, 6, 7, 8].map((n) => ({ n, reason: SKIP_REASONS.ranIntoRow(2) })),
    ]);
    expect(SKIP_REASONS.unclosedQuote(6)).toBe(
      'A quotation mark in this row is not closed on its line, so the next 6 rows ran into it; none of them could be read.',
    );
    expect(SKIP_REASONS.unclosedQuote(1)).toMatch(/the next 1 row ran into it/);
  });

  it('skips a row whose quote closes only on a later line, with the rows in between, and numbers the rest as in the file', () => {
    // Row 2's quote is closed by the quote that opens row 4's Tags: rows 3 and 4 ran into row 2, whose cells then
    // line up with the header again (its Watched Date would be row 4's).
    const text = [HEADER, row(1), row(2, '"cinema'), row(3), row(4, '"x, y"'), row(5), row(6, '"a, b"')].join('\n');
    const parsed = letterboxdParser.parse([{ path: 'diary.csv', text }]);
    expect(parsed.records.map((r) => [r.row, r.title, r.watchedAt])).toEqual([
      [1, 'Film 1', '2025-03-01T00:00:00.000Z'],
      [5, 'Film 5', '2025-03-05T00:00:00.000Z'],
      [6, 'Film 6', '2025-03-06T00:00:00.000Z'],
    ]);
    expect(skippedRows(text)).toEqual([
      { n: 2, reason: SKIP_REASONS.unclosedQuote(2) },
      { n: 3, reason: SKIP_REASONS.ranIntoRow(2) },
      { n: 4, reason: SKIP_REASONS.ranIntoRow(2) },
    ]);
  });

  it('keeps reading quoted cells that rightly span lines, and finds the broken row past blank lines', () => {
    const review = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date';
    const text = [
      review,
      '2025-03-01,Heat,1995,https://boxd.it/r1,5,,"Better the second time.\nThe bank scene still lands.",,2025-03-01',
      '',
      '2025-03-02,Ronin,1998,https://boxd.it/r2,4,,"Car chases,,2025-03-02',
      '',
      '2025-03-03,Collateral,2004,https://boxd.it/r3,4,,Fine,,2025-03-03',
    ].join('\n');
    const parsed = letterboxdParser.parse([{ path: 'reviews.csv', text }]);
    expect(parsed.records.map((r) => [r.title, r.review])).toEqual([
      ['Heat', 'Better the second time.\nThe bank scene still lands.'],
    ]);
    expect(parsed.skipped.map((r) => r.row)).toEqual([2, 3]);
  });
});
