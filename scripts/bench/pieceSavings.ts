/** What one build shipped on one page type: compressed first-load bytes (scripts/bench/shippedWeight.ts). */
export type PageShipped = {name: string; path: string; js: number; html: number};

/** One build of the site: the full speed layer (`off` empty) or the layer less one piece. */
export type PieceBuild = {off: string; pages: PageShipped[]};

/** A piece's saving on each page type: the first-load JS its absence adds, in bytes (negative: it costs). */
export type PieceSaving = {piece: string; jsSaved: Record<string, number>; htmlSaved: Record<string, number>};

/** Below this on every page type, a piece does not earn its place by weight (issue 17, point 2). */
export const SMALL_SAVING_BYTES = 5 * 1024;

/** Each piece's saving, measured against the full build; both builds must cover the same page types. */
export function pieceSavings(full: PieceBuild, withoutPieces: PieceBuild[]): PieceSaving[] {
  if (full.off !== '') throw new Error(`the reference build must have every piece on, not "${full.off}" off`);
  return withoutPieces.map((build) => {
    const jsSaved: Record<string, number> = {};
    const htmlSaved: Record<string, number> = {};
    for (const page of full.pages) {
      const other = build.pages.find((p) => p.name === page.name);
      if (!other) throw new Error(`the build without ${build.off} has no figures for the page type "${page.name}"`);
      jsSaved[page.name] = other.js - page.js;
      htmlSaved[page.name] = other.html - page.html;
    }
    return {piece: build.off, jsSaved, htmlSaved};
  });
}

/** The pieces whose JS saving is under SMALL_SAVING_BYTES on every page type. */
export function smallSavers(savings: PieceSaving[]): string[] {
  return savings.filter((s) => Object.values(s.jsSaved).every((bytes) => bytes < SMALL_SAVING_BYTES)).map((s) => s.piece);
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** One plain-text table: a row per piece, a column per page type, KiB of first-load JS saved. */
export function savingsTable(savings: PieceSaving[], pageNames: string[]): string {
  const header = ['piece (KiB JS saved)', ...pageNames];
  const rows = savings.map((s) => [s.piece, ...pageNames.map((name) => kib(s.jsSaved[name] ?? NaN))]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}
