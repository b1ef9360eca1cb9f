// The benches' way of measuring several builds fairly on a machine whose speed drifts.
import {startNginx, type RunningNginx} from '../nginx/harness.ts';

// `runs` measurements of each page of each build, served by nginx, in rounds whose order turns with
// the round and the page, so that a change in the machine's speed falls on every build alike; each
// round done is printed, as `what`'s.
export async function inTurns<F>(
  what: string,
  dirs: string[],
  pages: string[],
  runs: number,
  measure: (url: string) => Promise<F>,
  record: (page: number, site: number, figures: F) => void,
  afterRound?: () => void,
) {
  const servers: RunningNginx[] = [];
  const started = Date.now();
  try {
    for (const dir of dirs) servers.push(await startNginx(dir));
    for (let round = 0; round < runs; round++) {
      for (const [p, page] of pages.entries()) {
        for (let k = 0; k < servers.length; k++) {
          const site = (k + round + p) % servers.length;
          record(p, site, await measure(`${servers[site]!.url}${page}`));
        }
      }
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`${what}: round ${round + 1} of ${runs}, ${seconds} s`);
      afterRound?.();
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}
