// Nightly: each way out that a stop on the pins names, followed to a finished production build.
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync, spawnSync} from 'node:child_process';
import {pinnedFiles} from './upstream';
import {installedVersion} from './pins';

// Issue 54: every stop on a pin names a way out that works in the build that stopped. This follows
// each way out the real message names, build after build, until each ends in a finished production
// build. It simulates upgrade day as the pins check sees it (@docusaurus/core one patch newer than
// speed/upstream.lock.json, its lib/webpack/base.js changed) in a scratch copy of the site whose
// lock says the older version, over the repository's own node_modules. Three production builds and
// a few stops: nightly only, as its name says (scripts/test.sh leaves *.nightly.test.ts out of
// every push's unit tests; maintaining/testing.md).
const repo = path.resolve(__dirname, '..');
const core = '@docusaurus/core';
const changedFile = `${core}/lib/webpack/base.js`;

type Env = Record<string, string>;
type Outcome = {finished: true} | {finished: false; message: string};

/**
 * A scratch copy of the site (tracked and new files), whose node_modules links to each package of
 * the repository's own.
 */
function scratchSite(t: TestContext): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'speed-ways-out-'));
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
  }).split('\0');
  for (const file of files.filter((name) => name && fs.existsSync(path.join(repo, name)))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(path.join(repo, file), path.join(dir, file));
  }
  // Links, package by package, so that the builds' caches (node_modules/.cache) stay in the copy.
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs
    .readdirSync(path.join(repo, 'node_modules'))
    .filter((name) => name !== '.cache')) {
    fs.symlinkSync(path.join(repo, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  return dir;
}

/**
 * The copy's lock as before a patch release of core: the version one patch older, and base.js's
 * hash another.
 */
function pinOlderCore(site: string): void {
  const lockFile = path.join(site, 'speed/upstream.lock.json');
  const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as {
    versions: Record<string, string>;
    files: Record<string, string>;
  };
  const [major, minor, patch] = installedVersion(path.join(repo, 'node_modules'), core)!
    .split('.')
    .map(Number);
  lock.versions[core] = patch! > 0 ? `${major}.${minor}.${patch! - 1}` : `${major}.${minor}.0-rc.0`;
  lock.files[changedFile] = '0'.repeat(64);
  fs.writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
}

/** The shell's environment without any switch of the build, so that only the ways out set them. */
const quietEnv = (): Env =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name, value]) => value !== undefined && !/^(SITE_|DOCUSAURUS_)/.test(name),
    ),
  ) as Env;

/**
 * The pins stop in a build's output, from its first line to the last of its ways out (Docusaurus
 * indents it as an error's cause).
 */
function stopMessage(output: string): string | undefined {
  const lines = output.split('\n');
  const first = lines.findIndex((line) =>
    line.includes('speed layer: the installed upstream code'),
  );
  const last = lines.findIndex(
    (line, i) => i > first && /^\s*(Past every pin|Nothing but)/.test(line),
  );
  if (first < 0 || last < 0) return undefined;
  const indent = /^\s*/.exec(lines[first + 1]!)![0];
  const rest = lines
    .slice(first + 1, last + 1)
    .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
  return [lines[first]!.replace(/^.*?speed layer:/, 'speed layer:'), ...rest].join('\n');
}

const known = [...new Set(pinnedFiles.map((entry) => entry.piece))].sort(
  (a, b) => b.length - a.length,
);
/** The entries a `- a, b: ...` line names (an entry's own name may hold ", "). */
function entriesOf(list: string): string[] {
  const found: string[] = [];
  for (let rest = list; rest;) {
    const name = known.find((entry) => rest === entry || rest.startsWith(`${entry}, `));
    assert.ok(name, `no entry of speed/upstream.ts begins "${rest}"`);
    found.push(name);
    rest = rest.slice(name.length + 2);
  }
  return found;
}

/** `A=1 B=2 npm run build` or `A=1`: the variables, or undefined for anything else in backticks. */
function assignments(code: string): Env | undefined {
  const words = code.replace(/ npm run build$/, '').split(' ');
  if (!words.every((word) => /^[A-Z][A-Z0-9_]*=\S+$/.test(word))) return undefined;
  return Object.fromEntries(
    words.map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
}

/**
 * What a stop says: the entries it stopped on, each way out with the entries it is for, and the
 * commands that claim to get past all.
 */
function readStop(message: string) {
  const lines = message.split('\n');
  const review = lines.findIndex((line) => line.startsWith('Review the changes'));
  const meanwhile = lines.findIndex((line) => line.startsWith('Meanwhile'));
  const stoppedOn = lines
    .slice(1, review)
    .flatMap((line) => entriesOf(/^- (.+?): /.exec(line)![1]!));
  const ways = lines.slice(meanwhile + 1).flatMap((line) => {
    const way = /^- (.+?): `([^`]+)`/.exec(line);
    const env = way && assignments(way[2]!);
    return env ? [{entries: entriesOf(way[1]!), env, code: way[2]!}] : [];
  });
  const commands = lines
    .filter((line) => /^(Past every pin|Nothing but)/.test(line))
    .flatMap((line) => [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
  return {stoppedOn, ways, commands, accept: message.includes('`npm run upstream -- --accept`')};
}

// @docusaurus/core one patch newer than the lock says.
test('follows each way out of a core patch release to a finished build', (t) => {
  const site = scratchSite(t);
  pinOlderCore(site);
  const outcomes = new Map<string, Outcome>();
  const key = (env: Env) => JSON.stringify(Object.entries(env).sort());
  const show = (env: Env) =>
    Object.entries(env)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ') || '(no switch)';
  const build = (env: Env): Outcome => {
    const memo = outcomes.get(key(env));
    if (memo) return memo;
    const started = Date.now();
    const result = spawnSync('node_modules/.bin/docusaurus', ['build'], {
      cwd: site,
      encoding: 'utf8',
      env: {...quietEnv(), ...env, NO_COLOR: '1'},
      maxBuffer: 64 << 20,
    });
    const output = `${result.stdout}${result.stderr}`;
    const message = stopMessage(output);
    const outcome: Outcome =
      result.status === 0 ? {finished: true} : {finished: false, message: message ?? ''};
    t.diagnostic(
      `${show(env)}: ${outcome.finished ? 'finished' : 'stopped'} in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    assert.ok(
      outcome.finished || message,
      `${show(env)}: the build failed, but not on the pins:\n${output.slice(-3000)}`,
    );
    outcomes.set(key(env), outcome);
    return outcome;
  };

  /** Follows every way out of the build with `env` until each ends in a finished build. */
  const follow = (env: Env): void => {
    const outcome = build(env);
    if (outcome.finished) return;
    const stop = readStop(outcome.message);
    // A stop with no switch to follow must say that only the review gets past (the accept, followed
    // last).
    assert.ok(
      stop.ways.length > 0 || /^Nothing but that review/m.test(outcome.message),
      `${show(env)} stopped, naming no way out:\n${outcome.message}`,
    );
    for (const way of stop.ways) {
      const next = {...env, ...way.env};
      assert.notEqual(
        key(next),
        key(env),
        `${show(env)} stopped, naming \`${way.code}\`, which it already has:\n${outcome.message}`,
      );
      const after = build(next);
      if (!after.finished) {
        const still = readStop(after.message).stoppedOn.filter((entry) =>
          way.entries.includes(entry),
        );
        assert.deepEqual(
          still,
          [],
          `\`${way.code}\` was named for ${way.entries.join(', ')}, but ${show(next)} still stops on them:\n${after.message}`,
        );
      }
      follow(next);
    }
    for (const code of stop.commands) {
      const together = assignments(code);
      assert.ok(
        together,
        `${show(env)} stopped, naming "${code}", which is no command of switches`,
      );
      const result = build(together);
      assert.ok(
        result.finished,
        `\`${code}\` claims to get past every pin, but stops:\n${result.finished ? '' : result.message}`,
      );
    }
  };

  // The build as CI makes it, and the one that followed the old advice (SITE_SPEED_LAYER=off) and
  // stopped again.
  follow({});
  follow({SITE_SPEED_LAYER: 'off'});
  const finished = [...outcomes].filter(([, outcome]) => outcome.finished).map(([name]) => name);
  assert.ok(finished.length >= 2, `finished builds: ${finished.join(', ')}`);

  // The review's way out, last (it rewrites the copy's lock): after `npm run upstream -- --accept`,
  // the build with every switch on finishes.
  const first = build({});
  assert.ok(
    !first.finished && readStop(first.message).accept,
    'the stop names no `npm run upstream -- --accept`',
  );
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/upstream/cli.ts', '--accept'], {
    cwd: site,
    stdio: 'ignore',
  });
  outcomes.clear();
  assert.ok(build({}).finished, 'after npm run upstream -- --accept, the build still stops');
});
