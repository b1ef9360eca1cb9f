// Every border of eslint.config.mjs, one table: who may import what, each refusal naming its way
// out.
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

/** Each border by the start of its message, which goes on to name the way out. */
const borders = {
  internals: /internals belong to the speed layer; elsewhere, pin the file first/,
  speedLayer: /reaches the speed layer only through the speed swizzles/,
  siteOfSpeed: /The speed layer imports nothing of the site: move what it needs into speed/,
  tools: /The build loads nothing of scripts\/ or tests\/: move what it needs beside/,
  testsOfTools: /The tools import nothing of tests\/: move what both use into scripts\//,
  pluginsOfSite: /components import nothing of plugins\/: move what both use into src\/lib/,
  configOfPlugins: /A plugin takes its settings as options: docusaurus.config.ts gives them/,
};

const cases: {name: string; file: string; from: string; border: keyof typeof borders}[] = [
  {
    name: 'the speed layer importing src/',
    file: 'speed/route-data/client/x.ts',
    from: '../../../src/lib/notices',
    border: 'siteOfSpeed',
  },
  {
    name: 'the speed layer importing a plugin',
    file: 'speed/x.ts',
    from: '@site/plugins/output-pipeline',
    border: 'siteOfSpeed',
  },
  {
    name: 'a component importing the speed layer',
    file: 'src/components/X/index.tsx',
    from: '../../../speed/theme/sameLine',
    border: 'speedLayer',
  },
  {
    name: "a component importing Docusaurus's internals",
    file: 'src/components/X/index.tsx',
    from: '@docusaurus/theme-common/internal',
    border: 'internals',
  },
  {
    name: "a plugin importing Docusaurus's generated routes",
    file: 'plugins/x/index.ts',
    from: '@generated/routes',
    border: 'internals',
  },
  {
    name: 'a plugin importing a script',
    file: 'plugins/output-pipeline/index.ts',
    from: '../../scripts/measure/firstVisit',
    border: 'tools',
  },
  {
    name: 'a component importing a test fixture through @site',
    file: 'src/components/X/index.tsx',
    from: '@site/tests/fixtures/searchFake',
    border: 'tools',
  },
  {
    name: 'the speed layer importing a test fixture',
    file: 'speed/route-data/plugin/x.ts',
    from: '../../../tests/fixtures/routesJs',
    border: 'tools',
  },
  {
    name: "the site's configuration importing a script",
    file: 'config/x.ts',
    from: '../scripts/env/cli',
    border: 'tools',
  },
  {
    name: 'docusaurus.config.ts importing a script',
    file: 'docusaurus.config.ts',
    from: './scripts/env/cli',
    border: 'tools',
  },
  {
    name: 'a bench importing a test fixture',
    file: 'scripts/bench/x.ts',
    from: '../../tests/fixtures/scratchDir',
    border: 'testsOfTools',
  },
  {
    name: 'a component importing a plugin through @site',
    file: 'src/components/X/index.tsx',
    from: '@site/plugins/recent-posts',
    border: 'pluginsOfSite',
  },
  {
    name: 'a swizzle importing a plugin',
    file: 'src/theme/BlogSidebar/Content/index.tsx',
    from: '../../../../plugins/recent-posts',
    border: 'pluginsOfSite',
  },
  {
    name: 'a plugin importing config/',
    file: 'plugins/blog-archive/index.ts',
    from: '../../config/blogOptions',
    border: 'configOfPlugins',
  },
];
for (const c of cases) {
  test(`refuses ${c.name}`, async () => {
    const messages = await restricted(c.file, `import {a} from '${c.from}';\nexport {a};\n`);
    assert.ok(
      messages.some((m) => borders[c.border].test(m)),
      messages.join('\n') || 'no message',
    );
  });
}

const allowed: {name: string; file: string; from: string}[] = [
  {
    name: "the speed layer importing Docusaurus's internals",
    file: 'speed/x/client/x.ts',
    from: '@docusaurus/core/lib/client/prefetch.js',
  },
  {
    name: 'a speed swizzle importing the speed layer',
    file: 'src/theme/CodeBlock/Line/index.tsx',
    from: '../../../../speed/theme/sameLine',
  },
  {
    name: "a pinned swizzle importing Docusaurus's internals",
    file: 'src/theme/AnnouncementBar/index.tsx',
    from: '@docusaurus/theme-common/internal',
  },
  {
    name: "a plugin's unit test importing a test fixture",
    file: 'plugins/x/index.test.ts',
    from: '../../tests/fixtures/scratchDir',
  },
  {
    name: "a plugin's unit test importing config/",
    file: 'plugins/x/index.test.ts',
    from: '../../config/redirects',
  },
  {
    name: 'a unit test of the tools importing a test fixture',
    file: 'scripts/x/x.test.ts',
    from: '../../tests/fixtures/scratchDir',
  },
  {
    name: 'a spec importing a measuring fixture',
    file: 'tests/e2e/x.spec.ts',
    from: '../../scripts/measure/firstVisit',
  },
  {
    name: 'a script importing the build',
    file: 'scripts/bench/x.ts',
    from: '../../plugins/output-pipeline/precompress',
  },
  {
    name: 'a plugin importing src/lib/',
    file: 'plugins/recent-posts/index.ts',
    from: '../../src/lib/recentPosts',
  },
  {name: 'config/ importing a plugin', file: 'config/x.ts', from: '../plugins/address-forms/forms'},
  {
    name: 'a plugin importing its neighbour',
    file: 'plugins/output-pipeline/index.ts',
    from: './precompress',
  },
];
for (const c of allowed) {
  test(`allows ${c.name}`, async () => {
    assert.deepEqual(await restricted(c.file, `import {a} from '${c.from}';\nexport {a};\n`), []);
  });
}

test('gives a file under two borders the messages of both', async () => {
  const messages = await restricted(
    'src/components/X/index.tsx',
    "import {a} from '../../../scripts/env/cli';\nimport {b} from '../../../speed/theme/sameLine';\nimport {c} from '@site/plugins/recent-posts';\nexport {a, b, c};\n",
  );
  for (const border of [borders.tools, borders.speedLayer, borders.pluginsOfSite]) {
    assert.ok(
      messages.some((m) => border.test(m)),
      `${border}: ${messages.join('\n')}`,
    );
  }
});

test("lists only what the scale bench copies among the build's sources", async () => {
  const {buildSources} = (await import('../eslint.config.mjs')) as {buildSources: string[]};
  for (const source of buildSources) {
    assert.ok(
      siteEntries.includes(source.replace(/\/\*\*$/, '')),
      `${source} is not in siteEntries`,
    );
  }
});
