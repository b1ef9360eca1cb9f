// How far apart two words are: for the search's spelling correction
// (src/components/SearchDialog/spelling.ts) and the not-found screen's guesses
// (./closestAddress.ts).

/**
 * The number of letters dropped, added or replaced, or neighbouring pairs
 * swapped, that turn `a` into `b`; `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(3 * width);
  // Three rows of the table, reused: two rows back (for swaps), the last one, this one.
  let before = 0;
  let previous = width;
  let row = 2 * width;
  for (let j = 0; j < width; j++) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[row] = i;
    let best = i;
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(
        rows[previous + j]! + 1,
        rows[row + j - 1]! + 1,
        rows[previous + j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[before + j - 2]! + 1);
      }
      rows[row + j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [before, previous, row] = [previous, row, before];
  }
  return Math.min(rows[previous + b.length]!, max + 1);
}
let rows = new Int32Array(96);
