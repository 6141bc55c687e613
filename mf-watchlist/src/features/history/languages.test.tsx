import { i18n } from '@reelist/i18n';
import type { Messages } from '@reelist/i18n';
import { act, render, screen, within } from '@testing-library/react';
import { strToU8, zipSync } from 'fflate';
import { watchlistItem } from '@reelist/testing';
import { sharedMessages } from '@reelist/ui/messages';
import { ImportError } from '../../lib/import-error';
import { messages as german } from '../../locales/de.po';
import { messages as japanese } from '../../locales/ja.po';
import { csvHeaderMap, csvRecordsToItems, ImportPreview } from '../import';
import type { ImportPlan } from '../import';
import { lookupKeyOf } from '../matching';
import type { MatchedTitle, MatchResult } from '../matching';
import { HistoryPreview } from './history-preview';
import { parseHistoryFile } from './parse-history';
import type { HistoryRead } from './parse-history';
import { planHistory } from './plan-history';
import { readImportFiles } from './sources/archive';
import type { ParsedHistory } from './sources/lists';
import { speakInCodes, spoken } from './sources/said';
import { traktParser } from './sources/trakt';

// The import's previews and messages in German and Japanese: what the page shows, what the import worker says
// (coded there, turned into words on the page), counts with the language's plurals and digit grouping, and a
// switch back to English.

/** The remote's messages with those of the shared packages it bundles (media types, the domain's import texts). */
async function speak(locale: 'de' | 'ja') {
  const own = locale === 'de' ? german : japanese;
  const shared = (await sharedMessages(locale)) as Messages;
  act(() => i18n.loadAndActivate({ locale, messages: { ...shared, ...own } }));
}

afterEach(() => {
  speakInCodes(false);
  act(() => i18n.activate('en'));
});

/** What the import worker does: parse with every message coded, for the page to put into words. */
function inWorker<T>(work: () => T): T {
  speakInCodes();
  try {
    return work();
  } finally {
    speakInCodes(false);
  }
}

const thrown = (work: () => unknown): ImportError => {
  try {
    work();
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
};

const title = (id: number, name: string, year: number, media: 'movie' | 'tv' = 'movie'): MatchedTitle => ({
  id,
  media_type: media,
  title: name,
  year,
  poster_path: null,
  release_date: `${year}-01-01`,
  vote_average: 7,
  overview: '',
});

// A Letterboxd diary: two films found, one to pick, a row with too few cells and a row without a name.
const DIARY = [
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
  '2025-03-02,Fight Club,1999,https://boxd.it/a,4.5,,,2025-03-01',
  '2025-06-15,Heat,1995,https://boxd.it/b,3,,,2025-06-14',
  '2025-06-16,Broken,2000',
  '2025-06-17,,2001,https://boxd.it/d,,,,2025-06-17',
  '2025-06-18,Alien,1979,https://boxd.it/e,,,,2025-06-18',
  '',
].join('\n');

function review() {
  const read: HistoryRead = inWorker(() => parseHistoryFile('diary.csv', strToU8(DIARY)));
  if (read.kind !== 'history') throw new Error('not read as a history');
  const parsed: ParsedHistory = read.parsed;
  const found: Record<string, MatchResult> = {
    'Fight Club': { status: 'matched', title: title(550, 'Fight Club', 1999) },
    Heat: { status: 'matched', title: title(949, 'Heat', 1995) },
    Alien: { status: 'ambiguous', candidates: [title(348, 'Alien', 1979), title(4000, 'Alien', 1979, 'tv')] },
  };
  const matches = new Map(parsed.records.map((record) => [lookupKeyOf(record), found[record.title] as MatchResult]));
  const base = { watchlist: [], log: [], ratings: {}, reviews: {} };
  const plan = planHistory(parsed, matches, new Map(), base, new Date('2025-07-01T00:00:00Z'));
  const none = () => undefined;
  render(
    <HistoryPreview
      review={{ fileName: 'diary.csv', parsed, sourceName: 'Letterboxd', matches, picks: new Map(), plan }}
      onPick={none}
      onConfirm={none}
      onCancel={none}
    />,
  );
}

const summary = (preview: HTMLElement, name: string) =>
  within(within(preview).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('importing another service’s history in another language', () => {
  it('shows the preview in German, what the worker said included, and follows a switch to Japanese and back', async () => {
    await speak('de');
    review();
    const preview = screen.getByRole('region', { name: 'Importvorschau' });
    expect(preview).toHaveTextContent('Bereit zum Importieren: diary.csv');
    expect(within(preview).getByText('Erkannt: Letterboxd-Tagebuch (CSV)')).toBeInTheDocument();
    expect(summary(preview, 'Importübersicht')).toEqual([
      '2 Zeilen zugeordnet',
      '1 Titel muss geprüft werden',
      '0 Zeilen schon vorhanden',
      '2 Zeilen übersprungen',
    ]);
    expect(summary(preview, 'Übersprungene Zeilen')).toEqual([
      'diary.csv, Zeile 3: Die Zeile hat eine andere Anzahl Zellen als die Kopfzeile, daher wurde nichts davon gelesen.',
      'diary.csv, Zeile 4: Kein Titel und keine ID, um den Film oder die Serie zu finden.',
    ]);
    const pick = within(preview).getByRole('region', { name: 'Zu prüfen' });
    expect(within(pick).getByText('Zu prüfen: Wähle den richtigen Titel oder überspringe ihn')).toBeInTheDocument();
    expect(
      within(within(pick).getByRole('list', { name: 'Vorschläge für Alien (1979)' }))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Alien (1979) wählen, Film', 'Alien (1979) wählen, Serie']);
    expect(within(pick).getByRole('button', { name: 'Alien (1979) überspringen' })).toHaveTextContent('Überspringen');
    expect(within(preview).getByRole('button', { name: '2 Einträge importieren' })).toBeEnabled();
    expect(within(preview).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();

    await speak('ja');
    const japanesePreview = screen.getByRole('region', { name: 'インポートのプレビュー' });
    expect(within(japanesePreview).getByText('検出: Letterboxdの日記（CSV）')).toBeInTheDocument();
    expect(summary(japanesePreview, 'インポートの概要')).toEqual([
      '照合済み: 2行',
      '確認が必要: 1作品',
      '登録済み: 0行',
      'スキップ: 2行',
    ]);
    expect(summary(japanesePreview, 'スキップした行')[0]).toBe(
      'diary.csv、3行目: この行はヘッダーとセルの数が異なるため、読み取っていません。',
    );
    expect(within(japanesePreview).getByRole('button', { name: '2件をインポート' })).toBeEnabled();

    act(() => i18n.activate('en'));
    const english = screen.getByRole('region', { name: 'Import preview' });
    expect(within(english).getByText('Detected: Letterboxd diary (CSV)')).toBeInTheDocument();
    expect(summary(english, 'Import summary')).toEqual([
      '2 rows matched',
      '1 title needs review',
      '0 rows already present',
      '2 rows skipped',
    ]);
    expect(summary(english, 'Skipped rows')[1]).toBe('diary.csv, row 4: No title or id to find the movie or show by.');
    expect(within(english).getByRole('button', { name: 'Import 2 items' })).toBeEnabled();
  });

  it('puts what the import worker said of a file into the visitor’s words, numbers grouped their way', async () => {
    const files = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`f${i}.txt`, strToU8('x')]));
    const tooMany = inWorker(() => thrown(() => readImportFiles({ name: 'export.zip', bytes: zipSync(files) })));
    // Coded in the worker, which has no catalogue: the page says it in words.
    expect(tooMany.message).not.toMatch(/^This ZIP file/);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const picture = inWorker(() => thrown(() => parseHistoryFile('diary.csv', png)));
    const errors = JSON.stringify(['watched-history', 'lists-favorites']);
    const trakt = inWorker(() => thrown(() => traktParser.parse([{ path: '_errors.json', text: errors }])));

    await speak('de');
    expect(spoken(tooMany.message)).toBe(
      'Diese ZIP-Datei enthält mehr als 2.000 Dateien, mehr als ein Export haben sollte. Wähle die Datei, die du vom Dienst bekommen hast.',
    );
    expect(spoken(picture.message)).toMatch(
      /^Die Datei „diary\.csv“ ist keine Textdatei \(sondern ein PNG-Bild\) und kann daher nicht importiert werden\./,
    );
    expect(spoken(trakt.message)).toBe(
      'Dieser Trakt-Export enthält keine Filme oder Serien zum Importieren. Trakt konnte nicht exportieren: Wiedergabeverlauf und Favoriten.',
    );

    await speak('ja');
    expect(spoken(tooMany.message)).toMatch(/^このZIPファイルには2,000個を超えるファイルが含まれており/);
    expect(spoken(trakt.message)).toMatch(/Traktでエクスポートできなかった項目: 視聴履歴、お気に入り。$/);

    act(() => i18n.activate('en'));
    expect(spoken(tooMany.message)).toMatch(/^This ZIP file holds more than 2,000 files, more than an export should\./);
    expect(spoken(picture.message)).toMatch(/^The file "diary\.csv" is not a text file \(it is a PNG image\)/);
  });
});

describe("importing Reelist's own file in another language", () => {
  it('counts new items and adjusted rows in German, with German plurals and digits', async () => {
    await speak('de');
    const rows = ['Someday', 'Later', 'Watched', 'Never'].map((status, i) => ({ Title: `T${i}`, Status: status }));
    const { adjusted } = csvRecordsToItems(rows, csvHeaderMap(['Title', 'Status']), new Date('2025-07-01'));
    const added = Array.from({ length: 1234 }, (_, i) => watchlistItem({ id: i + 1, title: `Film ${i + 1}` }));
    const plan: ImportPlan = { added, duplicates: 1, retagged: [], invalid: [], adjusted, merged: added };
    const none = () => undefined;
    render(<ImportPreview fileName="liste.csv" plan={plan} onConfirm={none} onCancel={none} />);
    const preview = screen.getByRole('region', { name: 'Importvorschau' });
    expect(preview).toHaveTextContent('Bereit zum Importieren: liste.csv');
    expect(within(preview).getByText('1.234 neue Einträge')).toBeInTheDocument();
    expect(within(preview).getByText('1 Eintrag schon auf deiner Merkliste')).toBeInTheDocument();
    expect(within(preview).getByText('0 ungültige Zeilen')).toBeInTheDocument();
    expect(summary(preview, 'Angepasste Zeilen')).toEqual([
      '3 Zeilen: unbekannter Status, auf „Möchte ich sehen“ gesetzt (Zeilen 1, 2, 4)',
    ]);
    // The button counts as the spec's "Import 20000 items" does: digits alone.
    expect(within(preview).getByRole('button', { name: '1234 Einträge importieren' })).toBeEnabled();

    await speak('ja');
    expect(within(preview).getByRole('button', { name: '1234件をインポート' })).toBeEnabled();
    expect(within(preview).getByText('新規: 1,234件')).toBeInTheDocument();

    act(() => i18n.activate('en'));
    expect(within(preview).getByRole('button', { name: 'Import 1234 items' })).toBeEnabled();
    expect(within(preview).getByText('1 item already in your watchlist')).toBeInTheDocument();
  });
});
