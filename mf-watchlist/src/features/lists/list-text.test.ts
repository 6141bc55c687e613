import { i18n } from '@reelist/i18n';
import { messages as german } from '../../locales/de.po';
import { messages as japanese } from '../../locales/ja.po';
import { countTitles } from '../../lib/counts';
import { showAllTitles } from './list-text';

afterEach(() => i18n.activate('en'));

describe('a list’s counts', () => {
  it('follow the language’s plural rules and digits', () => {
    expect(countTitles(1)).toBe('1 title');
    expect(showAllTitles(5000)).toBe('Show all 5,000 titles');
    i18n.loadAndActivate({ locale: 'de', messages: german });
    expect(countTitles(1)).toBe('1 Titel');
    expect(countTitles(1234)).toBe('1.234 Titel');
    expect(showAllTitles(5000)).toBe('Alle 5.000 Titel anzeigen');
    i18n.loadAndActivate({ locale: 'ja', messages: japanese });
    expect(countTitles(3)).toBe('3作品');
    expect(showAllTitles(5000)).toBe('5,000作品をすべて表示');
  });
});
