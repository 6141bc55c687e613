// Test data lives with the tests: a file named as a fixture outside a test folder ships in (or is read as) source.

/**
 * @param {string[]} files
 * @param {{ isTest: (file: string) => boolean, allowed: Record<string, string> }} o
 * @returns {string[]}
 */
export function misplacedFixtures(files, { isTest, allowed }) {
  return files
    .filter((file) => /fixture/i.test(file.split('/').pop()) && !isTest(file) && !allowed[file])
    .map(
      (file) =>
        `${file} is a fixture outside a test folder: move it under a test/ (or testing/, e2e/) folder beside the ` +
        'tests that use it, or list it in shared/rules/allowed.mjs (fixtures) with the reason.',
    );
}
