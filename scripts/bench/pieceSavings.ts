// bench:pieces' arithmetic: what each speed-layer piece saves, and which pieces no longer pay their
// way.
import {kib, median, textTable} from './pages';

/**
 * What one build shipped on one page type: compressed first-load bytes
 * (scripts/measure/firstVisit.ts).
 */
export type PageShipped = {
  name: string;
  path: string;
  js: number;
  html: number;
  /**
   * Main-thread script time and the blocking part of the long tasks of each first visit, ms
   * (--script-time).
   */
  script?: number[];
  blocking?: number[];
};

/** One build of the site: the full speed layer (`off` empty) or the layer less one piece. */
export type PieceBuild = {off: string; pages: PageShipped[]};

/**
 * A piece's saving on each page type: the first-load JS its absence adds, in bytes (negative: it
 * costs).
 */
export type PieceSaving = {
  piece: string;
  jsSaved: Record<string, number>;
  htmlSaved: Record<string, number>;
  /** Median ms without the piece minus with it; only when both builds were timed. */
  scriptSaved?: Record<string, number>;
  blockingSaved?: Record<string, number>;
};

/** Below this on every page type, a piece does not earn its place by weight (issue 17, point 2). */
export const SMALL_SAVING_BYTES = 5 * 1024;
/**
 * Below this median saving of main-thread script time on every page type, a piece does not earn its
 * place by time (issue 42).
 */
export const SMALL_SAVING_SCRIPT_MS = 20;

/**
 * Each piece's saving, measured against the full build; both builds must cover the same page types.
 */
export function pieceSavings(full: PieceBuild, withoutPieces: PieceBuild[]) {
  if (full.off !== '') {
    throw new Error(`the reference build must have every piece on, not "${full.off}" off`);
  }
  return withoutPieces.map((build) => {
    const jsSaved: Record<string, number> = {};
    const htmlSaved: Record<string, number> = {};
    const scriptSaved: Record<string, number> = {};
    const blockingSaved: Record<string, number> = {};
    for (const page of full.pages) {
      const other = build.pages.find((p) => p.name === page.name);
      if (!other) {
        throw new Error(
          `the build without ${build.off} has no figures for the page type "${page.name}"`,
        );
      }
      jsSaved[page.name] = other.js - page.js;
      htmlSaved[page.name] = other.html - page.html;
      if (page.script?.length && other.script?.length) {
        scriptSaved[page.name] = median(other.script) - median(page.script);
      }
      if (page.blocking?.length && other.blocking?.length) {
        blockingSaved[page.name] = median(other.blocking) - median(page.blocking);
      }
    }
    const timed = Object.keys(scriptSaved).length === full.pages.length;
    return {piece: build.off, jsSaved, htmlSaved, ...(timed ? {scriptSaved, blockingSaved} : {})};
  });
}

/** The pieces whose JS saving is under SMALL_SAVING_BYTES on every page type. */
export function smallSavers(savings: PieceSaving[]) {
  return savings
    .filter((s) => Object.values(s.jsSaved).every((bytes) => bytes < SMALL_SAVING_BYTES))
    .map((s) => s.piece);
}

/**
 * The pieces that earn their place neither by weight nor by time (earnsItsPlace); one without time
 * figures is not judged.
 */
export function removableSavers(savings: PieceSaving[]) {
  return savings
    .filter(
      (s) =>
        s.scriptSaved &&
        !earnsItsPlace({
          bytesSaved: Object.values(s.jsSaved),
          msSaved: Object.values(s.scriptSaved),
        }),
    )
    .map((s) => s.piece);
}

/**
 * A row per piece, a column per page type: KiB of first-load JS saved, or ms of median script or
 * blocking time saved.
 */
export function savingsTable(
  savings: PieceSaving[],
  pageNames: string[],
  figure: 'js' | 'script' | 'blocking' = 'js',
) {
  const title = {
    js: 'piece (KiB JS saved)',
    script: 'piece (ms script saved)',
    blocking: 'piece (ms blocking saved)',
  }[figure];
  const cell = (s: PieceSaving, name: string) =>
    figure === 'js'
      ? kib(s.jsSaved[name] ?? NaN)
      : String((figure === 'script' ? s.scriptSaved : s.blockingSaved)?.[name] ?? '-');
  return textTable(
    [title, ...pageNames],
    savings.map((s) => [s.piece, ...pageNames.map((name) => cell(s, name))]),
  ).join('\n');
}

/**
 * speed/figures.json (`npm run bench:pieces -- --script-time N --record`): per piece, what its
 * build left out and the bytes and ms it saves per page type.
 */
export type RecordedFigures = {
  date: string;
  command: string;
  commit: string;
  visits: number;
  loadAverage: {before: string; after: string};
  pages: string[];
  pieces: Record<string, {leftOut: string; bytesSaved: number[]; msSaved: number[]}>;
};

/** The record of a timed run; a piece without time figures is refused by name. */
export function recordedFigures(run: Omit<RecordedFigures, 'pieces'>, savings: PieceSaving[]) {
  const pieces: RecordedFigures['pieces'] = {};
  for (const s of savings) {
    if (!s.scriptSaved) {
      throw new Error(`no script time for ${s.piece}: record a run with --script-time`);
    }
    pieces[s.piece.split(',')[0]!] = {
      leftOut: s.piece,
      bytesSaved: run.pages.map((name) => s.jsSaved[name] ?? NaN),
      msSaved: run.pages.map((name) => s.scriptSaved![name] ?? NaN),
    };
  }
  return {...run, pieces};
}

/** Whether recorded figures keep a piece: 5 KiB or more, or 20 ms or more, on some page type. */
export function earnsItsPlace(figures: {bytesSaved: number[]; msSaved: number[]}) {
  return (
    figures.bytesSaved.some((bytes) => bytes >= SMALL_SAVING_BYTES) ||
    figures.msSaved.some((ms) => ms >= SMALL_SAVING_SCRIPT_MS)
  );
}
