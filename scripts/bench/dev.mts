// npm run bench:dev -- [--runs N] [--post blog/YYYY-MM-DD-slug.md] [--only start,stock,preview]
// [--port P] [--out file.json] (maintaining/performance.md): a writer's loop on the dev server. For
// `npm start`, the one-post preview (`npm run preview:post`) and stock `docusaurus start`
// (SITE_DEV_SPEED=off: Docusaurus's own dev server of this checkout), in turns: cold start (no
// Rspack cache), warm start (the cache the cold one left), each until the post's title shows in
// Chromium; an edit to the post's body until the open page shows it; the server's peak memory.
import fs from 'node:fs';
import path from 'node:path';
import {spawn, execFileSync} from 'node:child_process';
import {setTimeout as sleep} from 'node:timers/promises';
import {parseArgs} from 'node:util';
import type {Browser, Page} from '@playwright/test';
import {postRoute} from '../../config/postRoute.ts';
import {loadAverage, median, medianRange, textTable, wholeNumber, withChromium} from './pages.ts';
import {writeJson} from '../writeJson.ts';
import {editUntilShown, noteWhenShown, shownAt} from '../measure/editShown.ts';

const {values: args} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    post: {type: 'string', default: 'blog/2019-06-13-new.md'},
    only: {type: 'string', default: 'stock,start,preview'},
    port: {type: 'string', default: process.env.TEST_PORT ?? '3300'},
    out: {type: 'string', default: 'tests/.tmp/bench-dev.json'},
  },
});
const runs = wholeNumber('--runs', args.runs, 1);
const postFile = path.resolve(args.post);
if (!fs.existsSync(postFile)) throw new Error(`--post ${args.post}: no such file`);

// Each server's command, to which the bench adds --port.
const modes = {
  start: {label: 'npm start', command: ['npm', 'start', '--', '--no-open'], env: {}},
  preview: {
    label: 'npm run preview:post',
    // The preview alone: its link check is a build beside it (scripts/preview-post/linkCheck.mts).
    command: ['npm', 'run', 'preview:post', '--', path.relative('.', postFile), '--no-check-links'],
    env: {},
  },
  stock: {
    label: 'stock docusaurus start',
    command: ['npx', 'docusaurus', 'start', '--no-open'],
    env: {SITE_DEV_SPEED: 'off'},
  },
} as const;
type Mode = keyof typeof modes;
const chosen = args.only.split(',').map((m) => m.trim());
for (const m of chosen) {
  if (!(m in modes)) {
    throw new Error(`--only names no mode: "${m}" (modes: ${Object.keys(modes).join(', ')})`);
  }
}
const port = Number(args.port);
const base = path.basename(path.dirname(postFile)) === 'release' ? '/release' : '/blogs';
const url = `http://localhost:${port}${postRoute(base, path.basename(postFile))}`;
const title = /^title:\s*["']?(.+?)["']?\s*$/m.exec(fs.readFileSync(postFile, 'utf8'))?.[1];
if (!title) throw new Error(`${args.post}: no title in its front matter`);

// What a fresh clone lacks: Rspack's persistent cache and Docusaurus's generated files.
const caches = ['node_modules/.cache/rspack', '.docusaurus', '.docusaurus-preview'];

/**
 * Resident memory of a server and all its descendants, in KiB, from ps: the server is spawned
 * detached, so they are the processes of its session.
 */
function sessionRssKiB(leader: number) {
  const out = execFileSync('ps', ['-o', 'rss=', '--sid', String(leader)], {encoding: 'utf8'});
  return out.split('\n').reduce((sum, rss) => sum + Number(rss), 0);
}

type Server = ReturnType<typeof startServer>;

function startServer(mode: Mode) {
  const [cmd, ...rest] = modes[mode].command;
  // A process group of its own, so that stopping it stops Docusaurus under npm too.
  const child = spawn(cmd, [...rest, '--port', String(port)], {
    detached: true,
    env: {...process.env, ...modes[mode].env, FORCE_COLOR: '0'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Each line with the seconds since the spawn, to read against the figures
  // (DOCUSAURUS_PERF_LOGGER=true adds Docusaurus's own).
  let log = '';
  const spawned = performance.now();
  let lastOutput = spawned;
  const stamp = (d: Buffer) => {
    lastOutput = performance.now();
    log += String(d).replace(
      /^(?=.)/gm,
      () => `${((lastOutput - spawned) / 1000).toFixed(2).padStart(7)} `,
    );
  };
  child.stdout.on('data', stamp);
  child.stderr.on('data', stamp);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, sessionRssKiB(child.pid!))), 250);
  return {
    child,
    peakKiB: () => peak,
    log: () => log,
    // A line of the bench's own in the server's log, with its second, to read the server's lines
    // against.
    mark: (what: string) => stamp(Buffer.from(`[bench] ${what}\n`)),
    // Rspack writes its persistent cache after a compile; stopped while writing it, the next start
    // panicked once ("scope not loaded", rspack_storage, Rspack 1.7.12). Quiet: no output for 3 s,
    // or 30 s at most.
    quiet: async () => {
      const since = performance.now();
      while (performance.now() - lastOutput < 3000 && performance.now() - since < 30_000) {
        await sleep(250);
      }
      await sleep(2000);
    },
    stop: async () => {
      clearInterval(sampler);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Seconds from the server's spawn until the post's title shows in the page; retries while nothing
 * listens yet.
 */
async function untilPostShows(page: Page, server: Server, spawnedAt: number) {
  await page.addInitScript(noteWhenShown, {key: 'benchTitleShownAt', selector: 'h1', text: title!});
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(
        `the dev server exited (${server.child.exitCode}):\n${server.log().slice(-3000)}`,
      );
    }
    try {
      await page.goto(url, {timeout: 600_000});
      await page.getByRole('heading', {level: 1, name: title}).waitFor({timeout: 600_000});
      return (((await shownAt(page, 'benchTitleShownAt')) ?? Date.now()) - spawnedAt) / 1000;
    } catch (err) {
      if (
        !/ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|ERR_CONNECTION_RESET|ERR_CONNECTION_CLOSED|ERR_SOCKET_NOT_CONNECTED/.test(
          (err as Error).message,
        )
      ) {
        throw err;
      }
      await sleep(200);
    }
  }
}

/**
 * Ms from saving a new sentence at the end of the post until the open page shows it, and whether
 * the page was loaded again to show it; the file is restored after.
 */
function editShows(page: Page, server: Server) {
  const mark = `Edited for the bench at ${Date.now()}.`;
  const edited = `${fs.readFileSync(postFile, 'utf8').trimEnd()}\n\n${mark}\n`;
  return editUntilShown(
    page,
    {file: postFile, edited, mark},
    {onSaved: () => server.mark('post edited'), onShown: () => server.mark('edit shown')},
  );
}

// Every server's output, for the reasons behind a figure.
const logDir = path.join(path.dirname(args.out), 'bench-dev-logs');
let started = 0;

type Sample = Awaited<ReturnType<typeof once>>;
type Samples = Record<Mode, {cold: Sample[]; warm: Sample[]}>;

async function once(browser: Browser, mode: Mode) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const spawnedAt = Date.now();
  const server = startServer(mode);
  try {
    const seconds = await untilPostShows(page, server, spawnedAt);
    const edit = await editShows(page, server);
    await server.quiet();
    return {
      seconds,
      editSeconds: edit.ms / 1000,
      editReloaded: edit.reloaded,
      peakMiB: Math.round(server.peakKiB() / 1024),
    };
  } finally {
    await server.stop();
    await context.close();
    fs.mkdirSync(logDir, {recursive: true});
    fs.writeFileSync(path.join(logDir, `${mode}-${++started}.log`), server.log());
  }
}

const samples = Object.fromEntries(
  chosen.map((m) => [m, {cold: [], warm: []}]),
) as unknown as Samples;
console.log(
  `${runs} runs of ${chosen.join(', ')} on ${path.relative('.', postFile)} (${url}); load average before: ${loadAverage()}`,
);
// Debian's headless shell, which the figures of maintaining/performance.md were measured with.
const headlessShell = '/usr/bin/chromium-headless-shell';
await withChromium(async (browser) => {
  for (let run = 1; run <= runs; run++) {
    for (const mode of chosen as Mode[]) {
      for (const dir of caches) fs.rmSync(dir, {recursive: true, force: true});
      const cold = await once(browser, mode);
      const warm = await once(browser, mode);
      samples[mode].cold.push(cold);
      samples[mode].warm.push(warm);
      console.log(
        `run ${run}, ${modes[mode].label}: cold ${cold.seconds.toFixed(1)} s, warm ${warm.seconds.toFixed(1)} s, edit ${cold.editSeconds.toFixed(2)} / ${warm.editSeconds.toFixed(2)} s${cold.editReloaded || warm.editReloaded ? ' (page reloaded)' : ''}, peak ${Math.max(cold.peakMiB, warm.peakMiB)} MiB`,
      );
    }
  }
}, headlessShell);
console.log(`load average after: ${loadAverage()}\n`);

const s = (xs: number[], digits: number) => medianRange(xs, (n) => n.toFixed(digits));
const rows = (chosen as Mode[]).map((mode) => {
  const {cold, warm} = samples[mode];
  const edits = [...cold, ...warm].map((x) => x.editSeconds);
  return [
    modes[mode].label,
    s(
      cold.map((x) => x.seconds),
      1,
    ),
    s(
      warm.map((x) => x.seconds),
      1,
    ),
    s(edits, 2),
    String(median([...cold, ...warm].map((x) => x.peakMiB))),
  ];
});
console.log(`Medians of ${runs} (range); edit to reload over both starts of each run`);
for (const line of textTable(
  ['server', 'cold start s', 'warm start s', 'edit to reload s', 'peak MiB'],
  rows,
)) {
  console.log(line);
}
writeJson(args.out, {date: new Date().toISOString(), post: args.post, url, runs, samples});
