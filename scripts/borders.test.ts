// The border between the build and the tools (eslint.config.mjs, buildSources): the files the build loads import
// nothing of scripts/ or tests/, so a copy of the site's sources alone builds (the scale bench's).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {ESLint} from 'eslint';
import {siteEntries} from './bench/scale/scaledSite';

const repo = path.resolve(__dirname, '..');
const eslint = new ESLint({cwd: repo});

/** The messages of both import rules ESLint gives `code` as the file `file`. */
async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(repo, file)});
  return result!.messages
    .filter((m) => /(^|\/)no-restricted-imports$/.test(m.ruleId ?? ''))
    .map((m) => m.message);
}

const border =
  /The build loads nothing of scripts\/ or tests\/: move what it needs beside the code that runs it/;
const cases: {name: string; file: string; from: string; refused: boolean}[] = [
  {
    name: 'a plugin importing a script',
    file: 'plugins/output-pipeline/index.ts',
    from: '../../scripts/scratchDir',
    refused: true,
  },
  {
    name: 'a component importing a test fixture through @site',
    file: 'src/components/X/index.tsx',
    from: '@site/tests/fixtures/searchFake',
    refused: true,
  },
  {
    name: 'the speed layer importing a test fixture',
    file: 'speed/route-data/plugin/x.ts',
    from: '../../../tests/fixtures/routesJs',
    refused: true,
  },
  {
    name: "the site's configuration importing a script",
    file: 'config/x.ts',
    from: '../scripts/scratchDir',
    refused: true,
  },
  {
    name: 'docusaurus.config.ts importing a script',
    file: 'docusaurus.config.ts',
    from: './scripts/env/cli',
    refused: true,
  },
  {
    name: "a plugin's unit test importing a script",
    file: 'plugins/x/index.test.ts',
    from: '../../scripts/scratchDir',
    refused: false,
  },
  {
    name: 'a script importing the build',
    file: 'scripts/bench/x.ts',
    from: '../../plugins/output-pipeline/precompress',
    refused: false,
  },
  {
    name: 'a plugin importing its neighbour',
    file: 'plugins/output-pipeline/index.ts',
    from: './precompress',
    refused: false,
  },
];
for (const c of cases) {
  test(`the build's border: ${c.name} is ${c.refused ? 'refused, naming the way out' : 'allowed'}`, async () => {
    const messages = await restricted(c.file, `import {a} from '${c.from}';\nexport {a};\n`);
    assert.equal(
      messages.some((m) => border.test(m)),
      c.refused,
      messages.join('\n') || 'no message',
    );
  });
}

test("the build's border adds to the speed layer's: a component importing both gets both messages", async () => {
  const messages = await restricted(
    'src/components/X/index.tsx',
    "import {a} from '../../../scripts/scratchDir';\nimport {b} from '../../../speed/theme/sameLine';\nexport {a, b};\n",
  );
  assert.ok(
    messages.some((m) => border.test(m)),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((m) => /only through the speed swizzles/.test(m)),
    messages.join('\n'),
  );
});

test("every folder and file of the build's border is one the scale bench copies", async () => {
  const {buildSources} = (await import('../eslint.config.mjs')) as {buildSources: string[]};
  for (const source of buildSources) {
    assert.ok(
      siteEntries.includes(source.replace(/\/\*\*$/, '')),
      `${source} is not in siteEntries`,
    );
  }
});
