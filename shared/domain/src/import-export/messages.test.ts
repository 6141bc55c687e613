import { IMPORT_MESSAGES } from './messages';

describe('IMPORT_MESSAGES', () => {
  it('says "item" for one and "items" otherwise', () => {
    expect(IMPORT_MESSAGES.imported(1)).toBe('Successfully imported 1 item!');
    expect(IMPORT_MESSAGES.imported(0)).toBe('Successfully imported 0 items!');
    expect(IMPORT_MESSAGES.imported(2)).toBe('Successfully imported 2 items!');
  });

  it('tells an import too big for the browser by how much, to one decimal', () => {
    expect(IMPORT_MESSAGES.tooBigForBrowser(6.2 * 1024 * 1024, 5 * 1024 * 1024)).toBe(
      'Nothing was imported: this import is too big for this browser. It needs about 6.2 MB; this browser keeps ' +
        'about 5 MB. Import a part of it instead, such as one file of the export.',
    );
  });
});
