import Papa from 'papaparse';
import type { UserList } from '@reelist/contracts';
import { listFileName, listToLetterboxdCsv } from './list-csv';

const LIST: UserList = {
  id: 'x',
  name: 'Rainy Sunday, "again"',
  description: 'Films for a grey\nafternoon',
  ranked: true,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  items: [
    {
      media_type: 'movie',
      id: 603,
      title: 'Crouching Tiger, Hidden Dragon',
      poster_path: null,
      year: 2000,
      addedAt: '2026-01-02T10:00:00.000Z',
      note: 'Start "here"',
    },
    { media_type: 'tv', id: 20277, title: '=cmd()', poster_path: null, addedAt: '2026-01-03T10:00:00.000Z' },
  ],
};

describe('a list as Letterboxd CSV', () => {
  it('writes the header block, a blank line and the ranked table, as Letterboxd reads it back', () => {
    const csv = listToLetterboxdCsv(LIST, 'https://reelist.example');
    const [version, , , blank, ...table] = csv.split('\r\n');
    expect(version).toBe('Letterboxd list export v7');
    expect(blank).toBe('');
    const head = Papa.parse<string[]>(csv.split('\r\n\r\n')[0]!.split('\r\n').slice(1).join('\r\n')).data;
    expect(head).toEqual([
      ['Date', 'Name', 'Tags', 'URL', 'Description'],
      ['2026-01-02', 'Rainy Sunday, "again"', '', '', 'Films for a grey\nafternoon'],
    ]);
    const films = Papa.parse<Record<string, string>>(table.join('\r\n'), { header: true, skipEmptyLines: true }).data;
    expect(films).toEqual([
      {
        Position: '1',
        Name: 'Crouching Tiger, Hidden Dragon',
        Year: '2000',
        URL: 'https://reelist.example/movie/603',
        Description: 'Start "here"',
      },
      // A cell a spreadsheet would run as a formula is neutralised; an undated title has no year.
      { Position: '2', Name: "'=cmd()", Year: '', URL: 'https://reelist.example/tv/20277', Description: '' },
    ]);
  });

  it('names the file after the list', () => {
    expect(listFileName(LIST)).toBe('reelist-list-rainy-sunday-again.csv');
    expect(listFileName({ name: '日本' })).toBe('reelist-list-untitled.csv');
  });
});
