// npx tsx scripts/bench/cards.ts [--json] (run by `npm run bench`): wall and CPU time of drawing
// the last build's sharing cards with an empty cache (cold), then again (warm: copied from the
// cache); one line, then with --json the figures as JSON on a line of their own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {cacheDir} from '../../plugins/social-cards/cache';
import {cardListFile, writeCards} from '../../plugins/social-cards/index';
import type {CardSpec} from '../../plugins/social-cards/render';

export type CardBench = Awaited<ReturnType<typeof main>>;

const round = (n: number) => Number(n.toFixed(2));

/** Drawing `cards` into `dir` with the card cache `cache`: what it wrote, its wall and CPU s. */
async function timedDrawing(cards: CardSpec[], dir: string, cache: string) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await writeCards(cards, dir, cache);
  const used = process.cpuUsage(cpu);
  const seconds = round((performance.now() - started) / 1000);
  return {result, times: {seconds, cpuSeconds: round((used.user + used.system) / 1e6)}};
}

async function main() {
  const listFile = path.join(cacheDir(process.cwd()), cardListFile);
  if (!fs.existsSync(listFile)) {
    throw new Error(`${listFile} is missing: build the site first (npm run build)`);
  }
  const cards = JSON.parse(fs.readFileSync(listFile, 'utf8')) as CardSpec[];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'card-bench-'));
  try {
    const cold = await timedDrawing(cards, path.join(tmp, 'cold'), path.join(tmp, 'cache'));
    const warm = await timedDrawing(cards, path.join(tmp, 'warm'), path.join(tmp, 'cache'));
    const bench = {
      cards: cards.length,
      drawn: cold.result.drawn,
      cold: cold.times,
      warm: warm.times,
      totalMiB: round(cold.result.bytes / 1024 / 1024),
    };
    console.log(
      `Sharing cards: ${bench.cards} (${bench.drawn} drawn), ${bench.totalMiB} MiB; cold ${bench.cold.seconds} s (CPU ${bench.cold.cpuSeconds} s), ` +
        `warm ${bench.warm.seconds} s (CPU ${bench.warm.cpuSeconds} s)`,
    );
    if (process.argv.includes('--json')) console.log(JSON.stringify(bench));
    return bench;
  } finally {
    fs.rmSync(tmp, {recursive: true, force: true});
  }
}

// A failure is an unhandled rejection: Node prints it and exits with status 1.
void main();
