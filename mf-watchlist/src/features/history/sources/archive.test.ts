import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import type { Zippable } from 'fflate';
import { ImportError } from '../../../lib/import-error';
import { decodeFiles, decodeText, readImportFiles, readJson } from './archive';
import { traktExport } from './test/json-fixtures';
import { SOURCE_MESSAGES } from './messages';

const zipOf = (entries: Record<string, string>): Uint8Array =>
  zipSync(Object.fromEntries(Object.entries(entries).map(([path, text]) => [path, strToU8(text)])));
/** The file name of the central directory header at `offset`. */
const centralName = (bytes: Uint8Array, offset: number): string => {
  const length = (bytes[offset + 28] ?? 0) | ((bytes[offset + 29] ?? 0) << 8);
  return new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + length));
};
const pathsOf = (files: ReadonlyArray<{ path: string }>) => files.map((f) => f.path).sort();
const thrown = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('readImportFiles', () => {
  it('returns a file that is not a ZIP as it is, whatever its name', () => {
    const bytes = strToU8('Title,Date\n"A","1/2/25"\n');
    expect(readImportFiles({ name: 'history.zip', bytes })).toEqual([{ path: 'history.zip', bytes }]);
  });

  it('unpacks the CSV and JSON files of a flat ZIP', () => {
    const files = traktExport('flat').filter((f) => !f.path.startsWith('user-'));
    const bytes = zipOf(Object.fromEntries(files.map((f) => [f.path, f.text])));
    const read = readImportFiles({ name: 'trakt-export-alex.zip', bytes });
    expect(pathsOf(read)).toEqual(pathsOf(files));
    expect(decodeFiles(read).find((f) => f.path === 'ratings-movies.json')?.text).toBe(
      files.find((f) => f.path === 'ratings-movies.json')?.text,
    );
  });

  it('unpacks folders by path, skipping folder entries, __MACOSX and files that are not CSV or JSON', () => {
    const bytes = zipSync({
      'letterboxd-alex/': {},
      'letterboxd-alex/diary.csv': strToU8('Date,Name,Year\n'),
      'letterboxd-alex/lists/rainy-sunday.CSV': strToU8('Letterboxd list export v7\n'),
      'letterboxd-alex/empty/': {},
      '__MACOSX/letterboxd-alex/._diary.csv': strToU8('junk'),
      'letterboxd-alex/._watched.csv': strToU8('junk'),
      'letterboxd-alex/.DS_Store': strToU8('junk'),
      'letterboxd-alex/poster.jpg': strToU8('junk'),
    } as Zippable);
    expect(pathsOf(readImportFiles({ name: 'export.zip', bytes }))).toEqual([
      'letterboxd-alex/diary.csv',
      'letterboxd-alex/lists/rainy-sunday.CSV',
    ]);
  });

  it('reads a ZIP by its bytes even when its name says CSV', () => {
    const bytes = zipOf({ 'diary.csv': 'Date,Name\n' });
    expect(pathsOf(readImportFiles({ name: 'diary.csv', bytes }))).toEqual(['diary.csv']);
  });

  it('lists Trakt user-*.json files without inflating them: their bytes are empty', () => {
    const files = traktExport('flat');
    const read = readImportFiles({
      name: 't.zip',
      bytes: zipOf(Object.fromEntries(files.map((f) => [f.path, f.text]))),
    });
    const personal = read.filter((f) => f.path.startsWith('user-'));
    expect(pathsOf(personal)).toEqual(['user-profile.json', 'user-settings.json']);
    expect(personal.every((f) => f.bytes.length === 0)).toBe(true);
    expect(decodeFiles(read).some((f) => f.text.includes('alex@example.com'))).toBe(false);
  });

  it('refuses a ZIP that unpacks past the size cap, before inflating it', () => {
    const bytes = zipOf({ 'a.csv': 'a'.repeat(600), 'b.csv': 'b'.repeat(600) });
    expect(bytes.length).toBeLessThan(1000);
    expect(() => readImportFiles({ name: 'x.zip', bytes }, { maxBytes: 1000 })).toThrow(
      new ImportError(SOURCE_MESSAGES.zipTooLarge(1000)),
    );
    expect(readImportFiles({ name: 'x.zip', bytes }, { maxBytes: 1200 })).toHaveLength(2);
    expect(SOURCE_MESSAGES.zipTooLarge(100 * 1024 * 1024)).toMatch(/more than 100 MB/);
  });

  it('refuses a ZIP with more entries than the cap, junk included', () => {
    const bytes = zipOf({ 'a.csv': '', 'b.csv': '', '__MACOSX/._a.csv': '', 'c.txt': '' });
    expect(() => readImportFiles({ name: 'x.zip', bytes }, { maxFiles: 3 })).toThrow(
      new ImportError(SOURCE_MESSAGES.zipTooManyFiles(3)),
    );
    expect(readImportFiles({ name: 'x.zip', bytes }, { maxFiles: 4 })).toHaveLength(2);
    expect(SOURCE_MESSAGES.zipTooManyFiles(2000)).toMatch(/more than 2,000 files/);
  });

  it('refuses a damaged ZIP with a clear message', () => {
    const bytes = zipOf({ 'diary.csv': 'Date,Name,Year\n'.repeat(50) });
    const truncated = bytes.subarray(0, Math.floor(bytes.length / 2));
    expect(() => readImportFiles({ name: 'x.zip', bytes: truncated })).toThrow(
      new ImportError(SOURCE_MESSAGES.zipCorrupt),
    );
    // The first byte of the entry's data (after the 30-byte header and the name) says "reserved block type".
    const badData = bytes.slice();
    badData[30 + 'diary.csv'.length] = 0x07;
    expect(() => readImportFiles({ name: 'x.zip', bytes: badData })).toThrow(
      new ImportError(SOURCE_MESSAGES.zipCorrupt),
    );
  });

  it('reads an entry to its real end when the ZIP declares it smaller than it is', () => {
    const text = 'Date,Name,Year\n' + '2025-01-01,Heat,1995\n'.repeat(40);
    const bytes = zipOf({ 'diary.csv': text, 'watched.csv': 'Date,Name,Year\n' });
    // The uncompressed size, in the entry's local header and in the central directory, says 40 bytes.
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let central = bytes.length - 4;
    while (view.getUint32(central, true) !== 0x02014b50 || !centralName(bytes, central).endsWith('diary.csv')) {
      central -= 1;
    }
    view.setUint32(22, 40, true);
    view.setUint32(central + 24, 40, true);
    const read = decodeFiles(readImportFiles({ name: 'x.zip', bytes }));
    expect(read.find((f) => f.path === 'diary.csv')?.text).toBe(text);
    expect(read.find((f) => f.path === 'watched.csv')?.text).toBe('Date,Name,Year\n');
  });

  it('counts the real bytes against the size cap, not the declared ones', () => {
    const bytes = zipOf({ 'a.csv': 'a'.repeat(5000) });
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let central = bytes.length - 4;
    while (view.getUint32(central, true) !== 0x02014b50) central -= 1;
    view.setUint32(22, 10, true);
    view.setUint32(central + 24, 10, true);
    expect(() => readImportFiles({ name: 'x.zip', bytes }, { maxBytes: 1000 })).toThrow(
      new ImportError(SOURCE_MESSAGES.zipTooLarge(1000)),
    );
  });

  it('refuses a ZIP without CSV or JSON files', () => {
    expect(() => readImportFiles({ name: 'x.zip', bytes: zipSync({}) })).toThrow(
      new ImportError(SOURCE_MESSAGES.zipWithoutExport),
    );
    expect(() =>
      readImportFiles({ name: 'x.zip', bytes: zipOf({ 'a.txt': 'x', 'user-settings.json': '{}' }) }),
    ).toThrow(new ImportError(SOURCE_MESSAGES.zipWithoutExport));
  });
});

describe('decodeText', () => {
  it('reads UTF-8', () => {
    expect(decodeText(strToU8('Amélie, 東京物語'))).toBe('Amélie, 東京物語');
  });

  it('falls back to windows-1252 on bytes that are not UTF-8', () => {
    expect(decodeText(new Uint8Array([0x43, 0x61, 0x66, 0xe9]))).toBe('Café');
    expect(decodeText(new Uint8Array([0x80, 0x20, 0x93, 0x41, 0x94]))).toBe('€ “A”');
  });

  it('strips a leading BOM, with either decoding', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8('Title,Date')]))).toBe('Title,Date');
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x43, 0x61, 0x66, 0xe9]))).toBe('Café');
    expect(decodeText(new Uint8Array())).toBe('');
  });

  it('decodes every file of an import', () => {
    expect(decodeFiles([{ path: 'a.csv', bytes: new Uint8Array([0xe9]) }])).toEqual([{ path: 'a.csv', text: 'é' }]);
  });
});

describe('decodeFiles refuses a file that is not text, naming it', () => {
  const utf16 = (text: string, bom: number[], littleEndian = true): Uint8Array => {
    const bytes = new Uint8Array(bom.length + text.length * 2);
    bytes.set(bom);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < text.length; i += 1) view.setUint16(bom.length + i * 2, text.charCodeAt(i), littleEndian);
    return bytes;
  };
  const DIARY = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2025-03-02,Heat,1995,u,4,,,\n';
  const refusal = (path: string, bytes: Uint8Array) => thrown(() => decodeFiles([{ path, bytes }]));

  it.each([
    ['with a byte-order mark, little-endian', utf16(DIARY, [0xff, 0xfe])],
    ['with a byte-order mark, big-endian', utf16(DIARY, [0xfe, 0xff], false)],
    ['without a byte-order mark', utf16(DIARY, [])],
    ['without a byte-order mark, big-endian', utf16(DIARY, [], false)],
  ])('UTF-16 %s', (_, bytes) => {
    expect(refusal('diary.csv', bytes)).toEqual(new ImportError(SOURCE_MESSAGES.utf16('diary.csv')));
    expect(SOURCE_MESSAGES.utf16('diary.csv')).toBe(
      'The file "diary.csv" is saved as UTF-16 text, which Reelist cannot read. Save it again as UTF-8 (in a ' +
        'spreadsheet app: "CSV UTF-8"), or choose the file as the service gave it, and retry.',
    );
  });

  it('a picture or PDF, saying what it is', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(refusal('diary.csv', png)).toEqual(new ImportError(SOURCE_MESSAGES.notText('diary.csv', 'a PNG image')));
    expect(SOURCE_MESSAGES.notText('diary.csv', 'a PNG image')).toBe(
      'The file "diary.csv" is not a text file (it is a PNG image), so it cannot be imported. Choose the CSV, JSON ' +
        'or ZIP file the service gave you.',
    );
    expect(refusal('list.csv', strToU8('%PDF-1.7\n%âãÏÓ\n'))).toEqual(
      new ImportError(SOURCE_MESSAGES.notText('list.csv', 'a PDF document')),
    );
    expect(refusal('a.csv', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toEqual(
      new ImportError(SOURCE_MESSAGES.notText('a.csv', 'a JPEG image')),
    );
  });

  it('anything else holding zero bytes', () => {
    expect(refusal('ratings.json', new Uint8Array([0x7b, 0x00, 0x13, 0x7d, 0x41, 0x42, 0x43, 0x44]))).toEqual(
      new ImportError(SOURCE_MESSAGES.notText('ratings.json')),
    );
  });

  it('names the entry of a ZIP that is not text', () => {
    const bytes = zipSync({
      'letterboxd/diary.csv': utf16(DIARY, [0xff, 0xfe]),
      'letterboxd/watched.csv': strToU8(''),
    });
    expect(thrown(() => decodeFiles(readImportFiles({ name: 'export.zip', bytes })))).toEqual(
      new ImportError(SOURCE_MESSAGES.utf16('letterboxd/diary.csv')),
    );
  });

  it('lets text through: UTF-8 with accents and a BOM, windows-1252, and an empty file', () => {
    const files = [
      { path: 'a.csv', bytes: new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8('Title\nAmélie, 東京物語\n')]) },
      { path: 'b.csv', bytes: new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0xff, 0xfe]) },
      { path: 'c.csv', bytes: new Uint8Array() },
    ];
    expect(decodeFiles(files).map((f) => f.text)).toEqual(['Title\nAmélie, 東京物語\n', 'Caféÿþ', '']);
  });
});

describe('readJson', () => {
  it('parses a file once, and gives undefined for text that is not JSON', () => {
    const file = { path: 'a.json', text: '{"a": [1]}' };
    expect(readJson(file)).toEqual({ a: [1] });
    expect(readJson(file)).toBe(readJson(file));
    expect(readJson({ path: 'b.json', text: '{"a": ' })).toBeUndefined();
  });
});

describe('readImportFiles never fails with anything but an ImportError', () => {
  const check = (bytes: Uint8Array) => {
    let files: ReturnType<typeof readImportFiles> | undefined;
    const error = thrown(() => {
      files = readImportFiles({ name: 'upload', bytes }, { maxBytes: 1024 * 1024, maxFiles: 50 });
      decodeFiles(files);
    });
    if (error !== undefined) expect(error).toBeInstanceOf(ImportError);
    else expect(files?.length).toBeGreaterThan(0);
  };
  const valid = zipOf({
    'diary.csv': 'Date,Name,Year\n2025-01-01,Heat,1995\n'.repeat(20),
    'watched/history-1.json': '[]',
  });

  it('for arbitrary bytes, with or without the ZIP magic', () => {
    const pk = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), (bytes, magic) =>
        check(magic ? new Uint8Array([...pk, ...bytes]) : bytes),
      ),
    );
  });

  it('for a valid ZIP with bytes changed or cut', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(valid.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        fc.nat(valid.length),
        (changes, cut) => {
          const bytes = valid.slice(0, Math.max(cut, 4));
          for (const [index, value] of changes) if (index < bytes.length) bytes[index] = value;
          check(bytes);
        },
      ),
    );
  });
});
