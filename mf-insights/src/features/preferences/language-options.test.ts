import { i18n } from '@reelist/i18n';
import { messages as japanese } from '../../locales/ja.po';
import { languageOptions } from './options';

afterEach(() => i18n.activate('en'));

describe('the Preferred Language list', () => {
  it('names each language in its own words, then in the interface’s', () => {
    const labels = () => Object.fromEntries(languageOptions().map((o) => [o.value, o.label]));
    expect(labels()).toMatchObject({ en: 'English', de: 'Deutsch — German', ja: '日本語 — Japanese' });
    i18n.loadAndActivate({ locale: 'ja', messages: japanese });
    expect(labels()).toMatchObject({ ja: '日本語', de: 'Deutsch — ドイツ語', en: 'English — 英語' });
  });
});
