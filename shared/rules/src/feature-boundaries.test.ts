import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { RuleTester } from 'eslint';
import { featureBoundaries, resetFeatureGraphs } from './feature-boundaries.mjs';

// A remote on disk: the cycle check reads the other features' files.
const root = mkdtempSync(join(tmpdir(), 'reelist-features-'));
const src = join(root, 'mf-demo', 'src');
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(src, path)), { recursive: true });
  writeFileSync(join(src, path), text);
};
write('features/export/index.ts', "export { exportCsv } from './csv';\n");
write('features/export/csv.ts', "import { plural } from '../../lib/plural';\nexport const exportCsv = 1;\n");
write('features/import/index.ts', "export { runImport } from './run';\n");
write('features/import/run.ts', "import { exportCsv } from '../export';\nexport const runImport = exportCsv;\n");
write('features/import/run.test.ts', "import { exportCsv } from '../export';\n");
write('lib/plural.ts', 'export const plural = 1;\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => resetFeatureGraphs());

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (path: string) => join(src, path);

tester.run('reelist/feature-front-door', featureBoundaries.rules['feature-front-door'], {
  valid: [
    { filename: at('features/import/run.ts'), code: "import { exportCsv } from '../export';" },
    { filename: at('features/import/run.ts'), code: "import { exportCsv } from '../export/index';" },
    { filename: at('features/import/run.ts'), code: "import { plural } from '../../lib/plural';" },
    { filename: at('features/import/run.ts'), code: "import { x } from './parse/cells';" },
    { filename: at('preview/routes.tsx'), code: "export { runImport } from '../features/import';" },
    // Outside a remote's src the rule has nothing to say.
    { filename: join(root, 'shared/x/src/a.ts'), code: "import { y } from '../features/import/run';" },
  ],
  invalid: [
    {
      filename: at('features/import/run.ts'),
      code: "import { exportCsv } from '../export/csv';",
      errors: [
        {
          message:
            "Import the 'export' feature through its front door ('../export'): export what you need from its " +
            'index.ts, or move code both features use into src/lib.',
        },
      ],
    },
    {
      filename: at('features/import/run.test.ts'),
      code: "const csv = import('../export/csv');",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: at('lib/plural.ts'),
      code: "export { runImport } from '../features/import';",
      errors: [{ messageId: 'libToFeature' }],
    },
    {
      filename: at('features/export/csv.ts'),
      code: "import { runImport } from '../import';",
      errors: [
        {
          message:
            "The features 'export' and 'import' import each other (export -> import -> export): move what both " +
            'need into src/lib, or into one of them.',
        },
      ],
    },
  ],
});
