/**
 * `runs` measurements of each page of each site, in rounds: every round visits
 * every site once per page, in an order that turns with the round and the
 * page, so that a change in the machine's speed falls on every site alike.
 * `record` gets each measurement (page and site by index) as it comes;
 * `afterRound` is called with the number of rounds done.
 */
export async function inTurns<F>(
  origins: string[],
  pages: string[],
  runs: number,
  measure: (url: string) => Promise<F>,
  record: (page: number, site: number, figures: F) => void,
  afterRound?: (done: number) => void,
): Promise<void> {
  for (let round = 0; round < runs; round++) {
    for (const [p, page] of pages.entries()) {
      for (let k = 0; k < origins.length; k++) {
        const site = (k + round + p) % origins.length;
        record(p, site, await measure(`${origins[site]}${page}`));
      }
    }
    afterRound?.(round + 1);
  }
}
