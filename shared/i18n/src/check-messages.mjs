// The messages check: every language has every English message, each translation is a valid ICU message, and none
// uses a placeholder its English original lacks (it would print as nothing, or fail), nor a form the page's
// translator does not read (src/translator.ts reads `{name}` and plurals only, to stay small). Pure functions over parsed
// catalogues; bin/check-messages.mjs reads the files and runs Lingui's extraction to see they are up to date.
import { parse } from '@messageformat/parser';

/** The argument names an ICU message uses ({name}, {count, plural, ...}), in its cases too. */
export function placeholders(message) {
  const names = new Set();
  const visit = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const choice of token.cases) visit(choice.tokens);
      }
    }
  };
  visit(parse(message));
  return names;
}

/** What of a message the translator would not read: formats other than `{name}` and plural, offsets, escapes. */
export function unreadable(message) {
  const found = new Set();
  const visit = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'function' || token.type === 'select' || token.type === 'selectordinal')
        found.add(`{${token.arg}, ${token.key ?? token.type}}`);
      if (token.pluralOffset) found.add(`offset:${token.pluralOffset}`);
      for (const choice of token.cases ?? []) visit(choice.tokens);
    }
  };
  visit(parse(message));
  if (/\\u[0-9a-fA-F]{4}|\\x[0-9a-fA-F]{2}/.test(message)) found.add('an escape (write the character itself)');
  return [...found];
}

const unreadableProblem = (name, message, text = message) => {
  const found = unreadable(text);
  return found.length > 0
    ? [`${name}: "${message}" uses ${found.join(', ')}, which the translator does not read ({name} and plural only)`]
    : [];
};

/**
 * Problems of one catalogue: `english` and each of `translations` map a message id to `{ message, translation }`
 * (Lingui's parsed .po). `name` says which catalogue, for the messages.
 */
export function catalogueProblems(name, english, translations) {
  const problems = [];
  for (const { message } of Object.values(english)) {
    try {
      problems.push(...unreadableProblem(name, message));
    } catch {
      // Not a valid message: extraction reports it.
    }
  }
  for (const [locale, catalogue] of Object.entries(translations)) {
    for (const [id, { message }] of Object.entries(english)) {
      const entry = catalogue[id];
      if (!entry || !entry.translation) {
        problems.push(`${name} ${locale}: "${message}" is not translated (run npm run messages, then translate it)`);
        continue;
      }
      let used;
      try {
        used = placeholders(entry.translation);
      } catch (error) {
        problems.push(
          `${name} ${locale}: "${message}" has a translation that is not a valid message: ${error.message}`,
        );
        continue;
      }
      problems.push(...unreadableProblem(`${name} ${locale}`, message, entry.translation));
      const known = placeholders(message);
      const extra = [...used].filter((arg) => !known.has(arg));
      if (extra.length > 0)
        problems.push(
          `${name} ${locale}: "${message}" is translated with {${extra.join('}, {')}}, which the English lacks`,
        );
    }
    for (const [id, entry] of Object.entries(catalogue))
      if (!english[id])
        problems.push(
          `${name} ${locale}: "${entry.message ?? id}" is not an English message any more (run npm run messages)`,
        );
  }
  return problems;
}

/** Problems of extraction: the messages the code has (a fresh extraction) against the English file's. */
export function staleProblems(name, extracted, english) {
  const problems = [];
  for (const [id, { message }] of Object.entries(extracted))
    if (!english[id])
      problems.push(`${name}: "${message}" is in the code but not in its messages (run npm run messages)`);
  for (const [id, { message }] of Object.entries(english))
    if (!extracted[id]) problems.push(`${name}: "${message}" is no longer in the code (run npm run messages)`);
  return problems;
}
