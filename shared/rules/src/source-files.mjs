// The repository's source files as git sees them (tracked, or new and not ignored): what a clean clone holds.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CODE = /\.(ts|tsx|js|mjs|cjs)$/;

/** Tests and what only tests use: test files, browser tests, test-support folders and the testing package. */
export const isTestFile = (file) =>
  /\.test\.(ts|tsx)$/.test(file) ||
  /(^|\/)(e2e|test|testing|__fixtures__)\//.test(file) ||
  file.startsWith('shared/testing/');

/** Generated or third-party code that no one edits by hand. */
const GENERATED = /(^|\/)(node_modules|dist|dist-preview|\.data)\//;

export function sourceFiles(root) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\n'))].filter((f) => CODE.test(f) && !GENERATED.test(f));
}

/** A reader of files under root that tolerates files deleted in the working tree but still in git's index. */
export const fileReader = (root) => (file) => {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return null;
  }
};
