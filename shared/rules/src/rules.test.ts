import { misplacedFixtures } from './test-data-place.mjs';
import { oversizedFiles } from './file-size.mjs';
import { exportedNames, importedNames, underusedExports } from './shared-exports.mjs';
import { isTestFile } from './source-files.mjs';

const lines = (n: number) => 'x\n'.repeat(n);

describe('file size', () => {
  const files: Record<string, string> = {
    'mf-detail/src/small.ts': lines(300),
    'mf-detail/src/big.ts': lines(301),
    'mf-detail/src/big.test.ts': lines(900),
    'shell/e2e/long.spec.ts': lines(900),
    'mf-detail/src/kept.ts': lines(400),
  };
  const read = (file: string) => files[file] ?? null;

  it('fails a source file over 300 lines and says what to do; tests and listed files pass', () => {
    const problems = oversizedFiles(Object.keys(files), read, {
      isTest: isTestFile,
      allowed: { 'mf-detail/src/kept.ts': 'one table' },
    });
    expect(problems).toEqual([
      'mf-detail/src/big.ts has 301 lines (at most 300): split it where its ideas part, or list it in ' +
        'shared/rules/allowed.mjs (longFiles) with the reason it must stay whole.',
    ]);
  });
});

describe('fixtures', () => {
  it('fails test data outside a test folder', () => {
    const problems = misplacedFixtures(
      [
        'mf-watchlist/src/transfer/json-fixtures.ts',
        'mf-detail/src/test/fixtures.ts',
        'shared/x/src/testing/fixture.ts',
      ],
      { isTest: isTestFile, allowed: {} },
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^mf-watchlist\/src\/transfer\/json-fixtures.ts is a fixture outside a test folder: move/,
    );
  });
});

describe('shared exports', () => {
  const files: Record<string, string> = {
    'shared/domain/index.ts':
      "export { shared, single, unused } from './src/a';\nexport type { Kind } from './src/b';\n",
    'shared/ui/index.ts':
      "export { Button, type ButtonProps } from './src/button';\nexport const LIMIT = 3;\n" +
      'export function helper() {}\nexport interface Shape {}\n',
    'mf-detail/src/page.tsx':
      "import { shared, single, type Kind } from '@reelist/domain';\nimport { Button } from '@reelist/ui';\n",
    'mf-insights/src/page.tsx': "import { shared as renamed } from '@reelist/domain';\n",
    'mf-insights/src/page.test.tsx': "import { unused, single } from '@reelist/domain';\n",
    'shared/ui/src/use.ts': "import { shared } from '@reelist/domain';\n",
  };
  const run = (allowed: Record<string, string> = {}) =>
    underusedExports({
      entries: { '@reelist/domain': 'shared/domain/index.ts', '@reelist/ui': 'shared/ui/index.ts' },
      files: Object.keys(files),
      read: (file: string) => files[file] ?? null,
      isTest: isTestFile,
      allowed,
    });

  it('reads what an entry exports (values: a type goes with the values it describes) and what a file imports', () => {
    expect([...exportedNames('shared/ui/index.ts', files['shared/ui/index.ts'] ?? '')]).toEqual([
      'Button',
      'LIMIT',
      'helper',
    ]);
    expect(importedNames('x.ts', "import { a as b, type C } from 'p';\nexport * from 'q';\n")).toEqual(
      new Map([
        ['p', new Set(['a', 'C'])],
        ['q', new Set(['*'])],
      ]),
    );
  });

  it('asks two importing packages of @reelist/domain, one of the others, and does not count tests', () => {
    const problems = run().problems;
    expect(problems.map((p) => p.split(',')[0])).toEqual([
      '@reelist/domain exports single',
      '@reelist/domain exports unused',
      '@reelist/ui exports LIMIT',
      '@reelist/ui exports helper',
    ]);
    expect(problems[0]).toContain('which only mf-detail imports (tests do not count): move it into its one user');
    expect(problems[1]).toContain('which no other package imports');
  });

  it('passes a listed export', () => {
    expect(
      run({
        '@reelist/domain#single': 'why',
        '@reelist/domain#unused': 'why',
        '@reelist/ui#LIMIT': 'why',
        '@reelist/ui#helper': 'why',
      }).problems,
    ).toEqual([]);
  });
});
