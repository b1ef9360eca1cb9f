// Tests of the new-post scaffold's command line (`npm run new:post`, `npm run new:release`).
import {test, beforeEach, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import yaml from 'js-yaml';
import {PassThrough} from 'node:stream';
import {postFileName, searchFieldsProblem} from '../../config/frontMatter';
import {askQuestion, questionPrompt} from './scaffold';
import {scratchDir} from '../../tests/fixtures/scratchDir';

const root = path.resolve(__dirname, '../..');
let site = '';

// A scratch site with the real authors and tags, and the newest release post.
beforeEach((t) => {
  const newestRelease = fs
    .readdirSync(path.join(root, 'release'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .at(-1)!;
  const files = [
    'blog/authors.yml',
    'blog/tags.yml',
    'release/authors.yml',
    'release/tags.yml',
    `release/${newestRelease}`,
  ];
  site = scratchDir(
    t as TestContext,
    'new-post-',
    Object.fromEntries(files.map((f) => [f, fs.readFileSync(path.join(root, f))])),
  );
});

function run(kind: 'blog' | 'release', ...args: string[]) {
  return spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'scripts/new-post/cli.ts'), kind, ...args],
    {
      encoding: 'utf8',
      env: {...process.env, SITE_DIR: site},
    },
  );
}

function frontMatterOf(file: string): Record<string, unknown> {
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
    fs.readFileSync(path.join(site, file), 'utf8'),
  );
  assert.ok(m, 'front matter block');
  assert.equal(m[2]!.split('<!-- truncate -->').length, 2, 'exactly one truncate marker');
  assert.ok(m[2]!.split('<!-- truncate -->')[0]!.trim().length > 0, 'an excerpt above it');
  return yaml.load(m[1]!) as Record<string, unknown>;
}

test('new:post writes a dated post with valid front matter, naming its route', () => {
  const r = run(
    'blog',
    'Rootless Podman: a tour',
    '--tags',
    'podman,REST',
    '--author',
    'mheon',
    '--date',
    '2030-01-02',
  );
  assert.equal(r.status, 0, r.stderr);
  const file = 'blog/2030-01-02-rootless-podman-a-tour.md';
  assert.match(r.stdout, /Created blog\/2030-01-02-rootless-podman-a-tour\.md/);
  assert.match(r.stdout, /\/blogs\/2030\/01\/02\/rootless-podman-a-tour/);
  assert.match(
    r.stdout,
    /^Preview it with: npm run preview:post -- blog\/2030-01-02-rootless-podman-a-tour\.md$/m,
  );
  assert.match(path.basename(file), postFileName);
  const {title, authors, tags} = frontMatterOf(file);
  // "REST" is filed under the defined tag.
  assert.deepEqual(
    {title, authors, tags},
    {title: 'Rootless Podman: a tour', authors: ['mheon'], tags: ['podman', 'rest']},
  );
});

test('new:release names the file by version, by the last release author', () => {
  const r = run('release', '4.4.0', '--date', '2030-02-03');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /\/release\/2030\/02\/03\/podman-release-v4\.4\.0/);
  const {title, tags, authors} = frontMatterOf('release/2030-02-03-podman-release-v4.4.0.md');
  assert.deepEqual(
    {title, tags, authors},
    {
      title: 'Podman v4.4.0 Released',
      tags: ['community', 'open source', 'podman'],
      authors: ['mheon'],
    },
  );
});

// Each refusal, with the file it would have written had it been accepted: that file is not there
// afterwards.
const refusals: {name: string; args: Parameters<typeof run>; error: RegExp; file: string}[] = [
  {
    name: 'an unknown tag',
    args: ['blog', 'Typo tag', '--tags', 'podmn', '--author', 'mheon', '--date', '2030-01-02'],
    error: /Unknown tag\(s\): podmn/,
    file: 'blog/2030-01-02-typo-tag.md',
  },
  {
    name: 'an unknown author',
    args: [
      'blog',
      'Who wrote this',
      '--tags',
      'podman',
      '--author',
      'nobody',
      '--date',
      '2030-01-02',
    ],
    error: /Unknown author\(s\): nobody/,
    file: 'blog/2030-01-02-who-wrote-this.md',
  },
  {
    name: 'a bad release version',
    args: ['release', 'four', '--date', '2030-02-03'],
    error: /Usage: npm run new:release/,
    file: 'release/2030-02-03-podman-release-vfour.md',
  },
  {
    name: 'a question not in the form the build accepts',
    args: [
      'blog',
      'Bad question',
      '--tags',
      'podman',
      '--author',
      'mheon',
      '--date',
      '2030-01-02',
      '--question',
      'smaller images',
    ],
    error: /question must be one line .* ending in "\?"/,
    file: 'blog/2030-01-02-bad-question.md',
  },
];

for (const c of refusals) {
  test(`refuses ${c.name}, writing no file`, () => {
    const r = run(...c.args);
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, c.error);
    assert.ok(!fs.existsSync(path.join(site, c.file)), `${c.file} was written`);
    for (const dir of ['blog', 'release']) {
      assert.ok(!fs.readdirSync(path.join(site, dir)).some((f) => f.startsWith('2030-')), dir);
    }
  });
}

test('never overwrites a file', () => {
  const args = [
    'Same title',
    '--tags',
    'podman',
    '--author',
    'mheon',
    '--date',
    '2030-01-02',
  ] as const;
  assert.equal(run('blog', ...args).status, 0);
  const before = fs.readFileSync(path.join(site, 'blog/2030-01-02-same-title.md'), 'utf8');
  fs.appendFileSync(path.join(site, 'blog/2030-01-02-same-title.md'), '\nA writer’s words.\n');
  const again = run('blog', ...args);
  assert.equal(again.status, 1);
  assert.match(again.stderr, /already exists/);
  assert.equal(
    fs.readFileSync(path.join(site, 'blog/2030-01-02-same-title.md'), 'utf8'),
    `${before}\nA writer’s words.\n`,
  );
});

test('writes --question into the front matter, as the build takes it', () => {
  const question = 'How do I make my container images smaller?';
  const r = run(
    'blog',
    'Slim images',
    '--tags',
    'podman',
    '--author',
    'mheon',
    '--date',
    '2030-01-02',
    '--question',
    question,
  );
  assert.equal(r.status, 0, r.stderr);
  const fm = frontMatterOf('blog/2030-01-02-slim-images.md');
  assert.equal(fm.question, question);
  assert.equal(searchFieldsProblem(fm), undefined);
});

test('asks no question outside a terminal without --question', () => {
  const without = run(
    'blog',
    'No question',
    '--tags',
    'podman',
    '--author',
    'mheon',
    '--date',
    '2030-01-02',
  );
  assert.equal(without.status, 0, without.stderr);
  assert.doesNotMatch(without.stdout, /question this post answers/);
  assert.equal(frontMatterOf('blog/2030-01-02-no-question.md').question, undefined);
});

/**
 * Runs askQuestion on a typed line, or on the end of the input (null); gives its answer and what it
 * showed.
 */
async function ask(typed: string | null) {
  const [input, output] = [new PassThrough(), new PassThrough()];
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += String(chunk)));
  const answer = askQuestion(input, output);
  if (typed === null) input.end();
  else input.write(`${typed}\n`);
  return {answer: await answer, shown};
}

test('prompts for the question, trimming the answer', async () => {
  const asked = await ask('  Why can rootless Podman not pull my image?  ');
  assert.equal(asked.shown, questionPrompt);
  assert.equal(asked.answer, 'Why can rootless Podman not pull my image?');
});

for (const c of [
  {name: 'an empty line', typed: ''},
  {name: 'the end of the input', typed: null},
]) {
  test(`skips the question on ${c.name}`, async () => {
    assert.equal((await ask(c.typed)).answer, undefined);
  });
}
