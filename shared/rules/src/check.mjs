// Runs every check on the repository at `root`; returns the problems, each a line that says what to do.
import { misplacedFixtures } from './test-data-place.mjs';
import { oversizedFiles } from './file-size.mjs';
import { underusedExports } from './shared-exports.mjs';
import { fileReader, isTestFile, sourceFiles } from './source-files.mjs';

/** The entries other packages import: each runtime package's index, and the subpaths apps import on purpose. */
export const ENTRIES = {
  ...Object.fromEntries(
    ['contracts', 'event-bus', 'api', 'domain', 'storage', 'state', 'ui'].map((p) => [
      `@reelist/${p}`,
      `shared/${p}/index.ts`,
    ]),
  ),
  '@reelist/state/watch-log': 'shared/state/watch-log.ts',
  '@reelist/state/availability': 'shared/state/availability.ts',
};

export function checkRules(root, allowed) {
  const files = sourceFiles(root);
  const read = fileReader(root);
  return [
    ...oversizedFiles(files, read, { isTest: isTestFile, allowed: allowed.longFiles }),
    ...misplacedFixtures(files, { isTest: isTestFile, allowed: allowed.fixtures }),
    ...underusedExports({ entries: ENTRIES, files, read, isTest: isTestFile, allowed: allowed.sharedExports }).problems,
  ];
}
