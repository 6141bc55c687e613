// No source file over MAX_LINES: a longer file holds more than one idea and is split where its ideas part. Tests
// and browser tests are exempt (a long list of cases is still one idea); exceptions are listed with a reason.

export const MAX_LINES = 300;

/**
 * @param {string[]} files repository paths
 * @param {(file: string) => string | null} read
 * @param {{ isTest: (file: string) => boolean, allowed: Record<string, string> }} o
 * @returns {string[]} one line per file over the limit, saying what to do
 */
export function oversizedFiles(files, read, { isTest, allowed }) {
  const problems = [];
  for (const file of files) {
    if (isTest(file) || allowed[file]) continue;
    const text = read(file);
    if (text === null) continue;
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES)
      problems.push(
        `${file} has ${lines} lines (at most ${MAX_LINES}): split it where its ideas part, or list it in ` +
          `shared/rules/allowed.mjs (longFiles) with the reason it must stay whole.`,
      );
  }
  return problems;
}
