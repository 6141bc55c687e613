import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { freshStorageEachTest } from '@reelist/testing';
import { ImportError } from '../../lib/import-error';
import { readHistory } from './read-history';

// Whatever a file holds, reading it as an import either gives records or a message for the user (ImportError),
// and never touches stored data: nothing is written before the user confirms a preview.

const EXPORT_NAMES = [
  'diary.csv',
  'watched.csv',
  'ratings.csv',
  'reviews.csv',
  'lists/rainy.csv',
  'watched-history-1.json',
  'ratings/ratings-movies.json',
  'lists-watchlist.json',
  '_errors.json',
  'NetflixViewingHistory.csv',
  'CONTENT_INTERACTION/ViewingActivity.csv',
  'history.csv',
  'watcharr.json',
];
const HEADERS = [
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n',
  'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors\n',
  'TMDb ID,IMDb ID,Type,Name,Release Date,Season Number,Episode Number,Rating,Your Rating,Date Rated\n',
  'Title,Date\n',
  'title,year,tmdbId,imdbId,watchedAt,comment,location\n',
  '',
];

const content = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.tuple(fc.constantFrom(...HEADERS), fc.string({ maxLength: 300 })).map(([header, body]) => header + body),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
);
const hostileZip = fc
  .array(fc.tuple(fc.constantFrom(...EXPORT_NAMES), content), { minLength: 1, maxLength: 5 })
  .map((files) => zipSync(Object.fromEntries(files.map(([name, text]) => [name, strToU8(text)]))));
const hostileFile = fc.oneof(
  fc.tuple(fc.constantFrom('export.zip', 'trakt-export-alex.zip'), hostileZip),
  fc.tuple(fc.constantFrom('export.zip', 'ratings.csv', 'x.json'), fc.uint8Array({ maxLength: 400 })),
  fc.tuple(
    fc.constantFrom(...EXPORT_NAMES),
    content.map((text) => strToU8(text)),
  ),
);

freshStorageEachTest();

describe('reading a hostile file', () => {
  it('never throws anything but a message for the user, and never changes stored data', async () => {
    localStorage.setItem('reelist_watchlist', '[{"id":1,"title":"Kept","media_type":"movie"}]');
    const before = JSON.stringify({ ...localStorage });
    await fc.assert(
      fc.asyncProperty(hostileFile, async ([name, bytes]) => {
        const outcome = await readHistory(new File([bytes], name)).then(
          (read) => read,
          (error: unknown) => error,
        );
        if (outcome instanceof Error) expect(outcome).toBeInstanceOf(ImportError);
        else expect(['reelist', 'history']).toContain((outcome as { kind: string }).kind);
        expect(JSON.stringify({ ...localStorage })).toBe(before);
      }),
      { numRuns: 300 },
    );
  });
});
