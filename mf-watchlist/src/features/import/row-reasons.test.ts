import { i18n } from '@reelist/i18n';
import { parseWatchlistItem } from '@reelist/storage';
import { messages as german } from '../../locales/de.po';
import { rowReason } from './row-reasons';

afterEach(() => i18n.activate('en'));

describe('why a row was refused, in the visitor’s language', () => {
  const refused = (raw: unknown) => {
    const result = parseWatchlistItem(raw, { now: new Date('2024-01-01T00:00:00Z') });
    if (result.ok) throw new Error('the row was accepted');
    return result.reason;
  };

  it('says storage’s reasons in English, word for word', () => {
    expect(rowReason(refused({ id: 1, title: '', media_type: 'movie' }))).toBe('missing title');
  });

  it('says them in German, and leaves a reason it does not know as it came', () => {
    i18n.loadAndActivate({ locale: 'de', messages: german });
    expect(rowReason(refused({ id: 1, title: '', media_type: 'movie' }))).toBe('Titel fehlt');
    expect(rowReason(refused({ id: 'x', title: 'Dune', media_type: 'movie' }))).toBe('ID fehlt oder ist ungültig');
    expect(rowReason('something new')).toBe('something new');
  });
});
