// Tests: ESLint holds the speed layer's borders (who may import Docusaurus internals), naming the way out.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {ESLint} from 'eslint';
import {pinnedFiles} from './upstream';

const repo = path.resolve(__dirname, '..');
const eslint = new ESLint({cwd: repo});

/** The no-restricted-imports messages ESLint gives `code` as the file `file`. */
async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(repo, file)});
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

test('the linter holds the borders of the speed layer, naming the way out', async () => {
  // The layer imports nothing of the site.
  assert.match(
    (
      await restricted(
        'speed/route-data/client/x.ts',
        "import {a} from '../../../src/lib/notices';\nexport {a};\n",
      )
    )[0] ?? '',
    /speed layer imports nothing of the site/,
  );
  assert.match(
    (
      await restricted(
        'speed/x.ts',
        "import a from '@site/plugins/output-pipeline';\nexport {a};\n",
      )
    )[0] ?? '',
    /speed layer imports nothing of the site/,
  );
  assert.deepEqual(
    await restricted(
      'speed/route-data/client/x.ts',
      "import {a} from './nextTask';\nimport b from '@docusaurus/core/lib/client/prefetch.js';\nexport {a, b};\n",
    ),
    [],
  );
  // The site reaches the layer through the speed swizzles only.
  assert.match(
    (
      await restricted(
        'src/components/X/index.tsx',
        "import {sameLine} from '../../../speed/theme/sameLine';\nexport {sameLine};\n",
      )
    )[0] ?? '',
    /only through the speed swizzles/,
  );
  assert.deepEqual(
    await restricted(
      'src/theme/CodeBlock/Line/index.tsx',
      "import {sameLine} from '../../../../speed/theme/sameLine';\nexport {sameLine};\n",
    ),
    [],
  );
  // Docusaurus's internals: in speed/ and the pinned files only.
  assert.match(
    (
      await restricted(
        'src/components/X/index.tsx',
        "import {useAnnouncementBar} from '@docusaurus/theme-common/internal';\nexport {useAnnouncementBar};\n",
      )
    )[0] ?? '',
    /internals belong to the speed layer/,
  );
  assert.match(
    (
      await restricted('plugins/x/index.ts', "import r from '@generated/routes';\nexport {r};\n")
    )[0] ?? '',
    /internals belong to the speed layer/,
  );
  assert.deepEqual(
    await restricted(
      'src/theme/AnnouncementBar/index.tsx',
      "import {useAnnouncementBar} from '@docusaurus/theme-common/internal';\nexport {useAnnouncementBar};\n",
    ),
    [],
  );
});

test("the linter's list of files that may import internals is the pins' usedBy", async () => {
  const {internalUsers} = (await import('../eslint.config.mjs')) as {internalUsers: string[]};
  const pinned = new Set(
    pinnedFiles.flatMap((entry) => (entry.usedBy ?? []).map((use) => use.file)),
  );
  assert.deepEqual([...internalUsers].sort(), [...pinned].sort());
});
