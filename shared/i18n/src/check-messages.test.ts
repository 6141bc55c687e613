import { catalogueProblems, placeholders, staleProblems } from './check-messages.mjs';

const english = {
  a: { message: 'Added {title}' },
  b: { message: '{count, plural, one {# title} other {# titles}}' },
};

describe('the messages check', () => {
  it('reads the placeholders of a message, inside plural cases too', () => {
    expect([...placeholders('{count, plural, one {# of {total}} other {#}} for {name}')]).toEqual([
      'count',
      'total',
      'name',
    ]);
  });

  it('passes a complete catalogue whose translations use only the English placeholders', () => {
    const de = {
      a: { message: 'Added {title}', translation: '{title} hinzugefügt' },
      b: { message: english.b.message, translation: '{count, plural, one {# Titel} other {# Titel}}' },
    };
    expect(catalogueProblems('app', english, { de })).toEqual([]);
  });

  it('names a message left untranslated, a placeholder the English lacks, a broken message and a stale one', () => {
    const ja = {
      a: { message: 'Added {title}', translation: '{name}を追加しました' },
      b: { message: english.b.message, translation: '' },
      old: { message: 'Gone', translation: '消えた' },
    };
    const fr = {
      a: { message: 'Added {title}', translation: '{title ajouté' },
      b: { message: english.b.message, translation: '{count, plural, other {# titres}}' },
    };
    expect(catalogueProblems('app', english, { ja, fr })).toEqual([
      'app ja: "Added {title}" is translated with {name}, which the English lacks',
      'app ja: "{count, plural, one {# title} other {# titles}}" is not translated (run npm run messages, then translate it)',
      'app ja: "Gone" is not an English message any more (run npm run messages)',
      expect.stringMatching(/^app fr: "Added \{title\}" has a translation that is not a valid message: /),
    ]);
  });

  it('finds messages the code has that the files lack, and the reverse', () => {
    expect(staleProblems('app', { a: english.a, n: { message: 'New' } }, english)).toEqual([
      'app: "New" is in the code but not in its messages (run npm run messages)',
      'app: "{count, plural, one {# title} other {# titles}}" is no longer in the code (run npm run messages)',
    ]);
  });
});
