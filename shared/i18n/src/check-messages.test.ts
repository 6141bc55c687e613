import { catalogueProblems, placeholders, staleProblems, unreadable } from './check-messages.mjs';

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

  it('names what the translator does not read: other formats, offsets, escapes', () => {
    expect(unreadable('{count, plural, one {# title} other {{name} and # more}}')).toEqual([]);
    expect(
      unreadable(
        '{kind, select, movie {{n, number}} other {{n, plural, offset:1 other {#}}}} {d, date, short} \\u00a0',
      ),
    ).toEqual(['{kind, select}', '{n, number}', 'offset:1', '{d, date}', 'an escape (write the character itself)']);
    const english2 = { s: { message: '{kind, select, movie {Film} other {Show}}' } };
    const de = { s: { message: english2.s.message, translation: '{kind, select, movie {Film} other {Serie}}' } };
    expect(catalogueProblems('app', english2, { de })).toEqual([
      'app: "{kind, select, movie {Film} other {Show}}" uses {kind, select}, which the translator does not read ({name} and plural only)',
      'app de: "{kind, select, movie {Film} other {Show}}" uses {kind, select}, which the translator does not read ({name} and plural only)',
    ]);
  });

  it('finds messages the code has that the files lack, and the reverse', () => {
    expect(staleProblems('app', { a: english.a, n: { message: 'New' } }, english)).toEqual([
      'app: "New" is in the code but not in its messages (run npm run messages)',
      'app: "{count, plural, one {# title} other {# titles}}" is no longer in the code (run npm run messages)',
    ]);
  });
});
