/**
 * npm run bench:pieces [-- --only piece,piece] [--out file.json] [--resume]
 *
 * What each piece of the speed layer (speed/README.md) saves: the site is
 * built once with every piece on, then once per piece with that piece off
 * (SITE_SPEED_OFF), and on the five page types of `npm run bench` the
 * compressed first-load JavaScript is weighed as the build ships it (brotli at
 * the setting of scripts/precompress.ts, as scripts/bench/shippedWeight.ts
 * does). The browser reads the build from disk, with no server. No
 * Lighthouse: these figures do not depend on how busy the machine is. Prints one table (KiB of JS saved per
 * piece and page type) and the pieces under 5 KiB on every page type; writes
 * the figures as JSON, after each build, so an interrupted run keeps them;
 * --resume reads that file back and builds only what it lacks (pieces in
 * --only order, or the table's).
 * One build per piece: about half an hour on a 2-core machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import {buildFileFor, shippedBytes} from './shippedWeight.ts';
import {benchPages} from './pages.ts';
import {pieceSavings, savingsTable, smallSavers, SMALL_SAVING_BYTES, type PieceBuild} from './pieceSavings.ts';
import {needs, piecesOff, speedPieces, type SpeedPiece} from '../../speed/index.ts';

const {values: args} = parseArgs({
  options: {
    only: {type: 'string', default: ''},
    out: {type: 'string', default: 'tests/.tmp/bench-pieces.json'},
    resume: {type: 'boolean', default: false},
  },
});
// Checked as SITE_SPEED_OFF is: an unknown name stops here, naming the pieces.
const pieces = args.only ? [...piecesOff(args.only)] : [...speedPieces];
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const outDir = 'tests/.tmp/bench-pieces-build';

const origin = 'http://bench-pieces.invalid';

/**
 * The compressed bytes of the scripts and the document a first visit to
 * `pagePath` loads, until hydrated and idle. The browser gets the build's
 * files straight from disk (no server, no port); route prefetching is off, as
 * on a data-saver connection, since it fetches other pages' code.
 */
async function firstLoad(browser: Browser, pagePath: string): Promise<{js: number; html: number}> {
  const context = await browser.newContext();
  await context.addInitScript("Object.defineProperty(navigator, 'connection', {get: () => ({effectiveType: '4g', saveData: true})});");
  const loaded = new Map<string, string>();
  await context.route(`${origin}/**`, async (route) => {
    const file = buildFileFor(outDir, new URL(route.request().url()).pathname);
    if (!file) return route.fulfill({status: 404, body: 'not in the build'});
    const type = route.request().resourceType();
    if (type === 'script' || type === 'document') loaded.set(file, type);
    return route.fulfill({path: file});
  });
  const page = await context.newPage();
  await page.goto(`${origin}${pagePath}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  await context.close();
  let js = 0;
  let html = 0;
  for (const [file, type] of loaded) {
    if (type === 'script') js += shippedBytes(file);
    else html += shippedBytes(file);
  }
  return {js, html};
}

/** Builds the site with `off` left out (nothing when empty) and weighs the five page types. */
async function measure(off: string): Promise<PieceBuild> {
  const label = off ? `without ${off}` : 'with every piece';
  const log = `tests/.tmp/bench-pieces-${off || 'full'}.log`;
  // The production site (no fixture routes), the layer on, less `off`.
  const inherited = Object.entries(process.env).filter(([name]) => name !== 'SITE_SPEED_LAYER' && name !== 'SITE_FIXTURES');
  const env = {...Object.fromEntries(inherited), SITE_SPEED_OFF: off};
  fs.rmSync(outDir, {recursive: true, force: true});
  const started = Date.now();
  const build = spawnSync('node_modules/.bin/docusaurus', ['build', '--out-dir', outDir], {env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  fs.writeFileSync(log, `${build.stdout}\n${build.stderr}`);
  if (build.status !== 0) throw new Error(`the build ${label} failed (log: ${log})`);
  const browser = await chromium.launch({executablePath: chromePath});
  const pages: PieceBuild['pages'] = [];
  try {
    for (const page of benchPages('.')) pages.push({...page, ...(await firstLoad(browser, page.path))});
  } finally {
    await browser.close();
  }
  console.log(`built and weighed ${label} in ${Math.round((Date.now() - started) / 1000)} s`);
  return {off, pages};
}

fs.mkdirSync('tests/.tmp', {recursive: true});
const result = {
  date: new Date().toISOString(),
  full: undefined as PieceBuild | undefined,
  withoutPieces: [] as PieceBuild[],
  /** Pieces whose build or page loads failed, with the error: no figures for them. */
  failed: {} as Record<string, string>,
};
const save = () => fs.writeFileSync(args.out!, `${JSON.stringify(result, null, 2)}\n`);
if (args.resume) {
  if (!fs.existsSync(args.out!)) throw new Error(`--resume: no earlier figures at ${args.out}`);
  const earlier = JSON.parse(fs.readFileSync(args.out!, 'utf8')) as Partial<typeof result>;
  if (!earlier.full) throw new Error(`--resume: ${args.out} has no figures for the full build`);
  Object.assign(result, {date: earlier.date ?? result.date, full: earlier.full, withoutPieces: earlier.withoutPieces ?? []});
  console.log(`resuming ${args.out}: full build and ${result.withoutPieces.length} pieces already measured`);
}
result.full ??= await measure('');
save();
// A piece others need goes out with them (route-data with stepped-start): alone, no page would hydrate.
const leftOut = (piece: SpeedPiece) => [piece, ...(Object.keys(needs) as SpeedPiece[]).filter((p) => needs[p] === piece)].join(',');
for (const piece of pieces) {
  const off = leftOut(piece);
  if (result.withoutPieces.some((build) => build.off === off)) continue;
  // One piece that cannot be left out (its build fails, or a page no longer hydrates) does not cost the others' figures.
  try {
    result.withoutPieces.push(await measure(off));
  } catch (error) {
    result.failed[off] = (error as Error).message;
    console.error(`without ${off}: ${(error as Error).message}`);
  }
  save();
}
fs.rmSync(outDir, {recursive: true, force: true});

const savings = pieceSavings(result.full, result.withoutPieces);
console.log(`\nFirst-load JS, compressed, saved by each piece (the build without it minus the full build):\n`);
console.log(savingsTable(savings, result.full.pages.map((p) => p.name)));
const small = smallSavers(savings);
console.log(`\nUnder ${SMALL_SAVING_BYTES / 1024} KiB on every page type: ${small.length ? small.join(', ') : 'none'}`);
for (const [piece, error] of Object.entries(result.failed)) console.log(`No figures for ${piece}: ${error}`);
fs.writeFileSync(args.out!, `${JSON.stringify({...result, savings, small}, null, 2)}\n`);
console.log(`Figures written to ${path.resolve(args.out!)}`);
