import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8 } from 'fflate';
import { STORAGE_KEYS } from '@reelist/contracts';
import { IMPORT_MESSAGES } from '@reelist/domain';
import { freshStorageEachTest } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { WatchlistPage } from '../watchlist';
import { fakeTmdb, movie, page } from '../../testing/fake-tmdb';
import { SKIP_REASONS, SOURCE_MESSAGES } from './sources/messages';

// What the import says of files it cannot read as they are: the wrong encoding, not text at all, a quote that
// swallows the rows after it, and a history too big for the browser to keep.

const DIARY_HEADER = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date';
const FILMS = Array.from({ length: 8 }, (_, i) => movie(700 + i, `Film ${i + 1}`, `200${i}-05-01`));

freshStorageEachTest();

function utf16le(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < text.length; i += 1) view.setUint16(2 + i * 2, text.charCodeAt(i), true);
  return bytes;
}

async function choose(name: string, content: BlobPart) {
  renderPage(<WatchlistPage />);
  fakeTmdb(
    Object.fromEntries(
      FILMS.map((film) => [`search/movie ${film.title} ${film.release_date?.slice(0, 4)}`, { body: page([film]) }]),
    ),
  );
  await userEvent.upload(screen.getByLabelText('Import watchlist file'), new File([content], name));
}

const diaryRow = (n: number, tags = '') => `2025-03-0${n},Film ${n},200${n - 1},https://boxd.it/d${n},4,,${tags},`;

describe('import messages', () => {
  it('names a UTF-16 file and says it is in the wrong encoding', async () => {
    const diary = [DIARY_HEADER, diaryRow(1), diaryRow(2)].join('\n');
    await choose('diary.csv', utf16le(diary));
    expect(await screen.findByRole('alert')).toHaveTextContent(SOURCE_MESSAGES.utf16('diary.csv'));
    expect(screen.getByRole('alert')).not.toHaveTextContent(/Title column/);
  });

  it('names a picture saved as .csv and says it is not text', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44]);
    await choose('diary.csv', png);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file "diary.csv" is not a text file (it is a PNG image), so it cannot be imported.',
    );
  });

  it('counts every row an unclosed quote swallowed as skipped', async () => {
    const rows = [diaryRow(1), diaryRow(2, '"cinema, 35mm'), ...[3, 4, 5, 6, 7, 8].map((n) => diaryRow(n))];
    await choose('diary.csv', strToU8([DIARY_HEADER, ...rows, ''].join('\n')));
    const preview = await screen.findByRole('region', { name: 'Import preview' });
    const summary = within(preview).getByRole('list', { name: 'Import summary' });
    expect(within(summary).getByText('1 row matched')).toBeInTheDocument();
    expect(within(summary).getByText('7 rows skipped')).toBeInTheDocument();
    expect(within(preview).getByRole('list', { name: 'Skipped rows' })).toHaveTextContent(
      `diary.csv, row 2: ${SKIP_REASONS.unclosedQuote(6)}`,
    );
    await userEvent.click(within(preview).getByRole('button', { name: 'Import 1 item' }));
    expect(await screen.findByText('Successfully imported 1 item!')).toBeInTheDocument();
  });

  it('says a history larger than the browser keeps is too big, and by how much, instead of "free some space"', async () => {
    // 700 reviews of 9,000 characters: about 6 MB to keep, more than the 5 MB a browser keeps for a site.
    const text = 'x'.repeat(9_000);
    const reviews = Array.from(
      { length: 700 },
      (_, i) => `2025-03-01,Film 1,2000,https://boxd.it/r${i},4,,${text},,2025-03-01`,
    );
    const csv = ['Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date', ...reviews].join('\n');
    await choose('reviews.csv', csv);
    const preview = await screen.findByRole('region', { name: 'Import preview' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Import 1 item' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /^Nothing was imported: this import is too big for this browser\. It needs about 6\.\d MB; this browser keeps about 5 MB\./,
    );
    expect(alert).not.toHaveTextContent(IMPORT_MESSAGES.storageFull);
    expect(localStorage.getItem(STORAGE_KEYS.reviews)).toBeNull();
    // Reading, planning and trying to store 6 MB takes a few seconds on a busy machine.
  }, 20_000);
});
