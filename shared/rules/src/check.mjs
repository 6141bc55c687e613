// Runs the checks named (all when none is) on the repository at `root`; returns the problems, each a line that
// says what to do.
import { oversizedFiles } from './file-size.mjs';
import { underusedExports } from './shared-exports.mjs';
import { fileReader, isTestFile, sourceFiles } from './source-files.mjs';
import { misplacedFixtures } from './test-data-place.mjs';

/** The entries other packages import: each runtime package's index, and the subpaths apps import on purpose. */
export const ENTRIES = {
  ...Object.fromEntries(
    ['contracts', 'i18n', 'event-bus', 'api', 'domain', 'storage', 'state', 'ui'].map((p) => [
      `@reelist/${p}`,
      `shared/${p}/index.ts`,
    ]),
  ),
  '@reelist/state/watch-log': 'shared/state/watch-log.ts',
  '@reelist/state/availability': 'shared/state/availability.ts',
  '@reelist/i18n/react': 'shared/i18n/react.ts',
  '@reelist/ui/messages': 'shared/ui/src/i18n/shared-messages.ts',
};

export const CHECKS = {
  size: ({ files, read, allowed }) => oversizedFiles(files, read, { isTest: isTestFile, allowed: allowed.longFiles }),
  fixtures: ({ files, allowed }) => misplacedFixtures(files, { isTest: isTestFile, allowed: allowed.fixtures }),
  exports: ({ files, read, allowed }) =>
    underusedExports({ entries: ENTRIES, files, read, isTest: isTestFile, allowed: allowed.sharedExports }).problems,
};

export function checkRules(root, allowed, names = Object.keys(CHECKS)) {
  const files = sourceFiles(root);
  const read = fileReader(root);
  return names.flatMap((name) => CHECKS[name]({ files, read, allowed }));
}
