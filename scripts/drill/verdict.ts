// The Docusaurus 4 drill's verdict on each speed piece: still needed, no longer needed, or broken.
import {earnsItsPlace, SMALL_SAVING_BYTES, SMALL_SAVING_SCRIPT_MS} from '../bench/pieceSavings.ts';
import type {SpeedPiece} from '../../speed/index.ts';
import {kib as inKib} from '../bench/pages.ts';
import {pieceNotes} from '../../speed/pieces.ts';

/** First-load bytes of one page type, as scripts/measure/firstVisit.ts weighs them (firstLoad). */
export type PageWeight = {name: string; js: number; html: number};

/** One layer-on build of the drill: a piece and what it needs on (`on`), everything else off. */
export type PieceRun = {
  piece: SpeedPiece;
  on: SpeedPiece[];
  built: boolean;
  output: string;
  /** The five page types' weights, or why a page was not weighed. */
  pages?: PageWeight[];
  pageError?: string;
  /**
   * For a piece kept for time: median script time per page type, ms, of this and the layer-off
   * build; or why not timed.
   */
  script?: {on: Record<string, number>; off: Record<string, number>; visits: number};
  timeError?: string;
};

export type Verdict = {
  piece: SpeedPiece;
  outcome:
    | 'works'
    | 'stops by name'
    | 'no longer needed'
    | 'not judged'
    | 'stops without its name'
    | 'breaks pages';
  /** The error line that named it, what broke, or how it was judged. */
  detail: string;
  /**
   * Per page type, the layer-off build minus this build: first-load JS bytes, and script ms for a
   * piece kept for time.
   */
  jsSaved?: Record<string, number>;
  scriptSaved?: Record<string, number>;
};

// Colour codes, should a tool print them despite NO_COLOR (ESC is written as a code: the linter
// rejects it in a literal).
const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * The error line of the build's output that names `name` ("piece: ..."), from the name on, without
 * the bundler's prefix.
 */
export function namingLine(output: string, name: string): string | undefined {
  const pattern = new RegExp(`(?:^|[^\\w-])(${name.replace(/[-]/g, '\\-')}: .*)`);
  return output
    .replace(colours, '')
    .split('\n')
    .map((line) => pattern.exec(line)?.[1]!.trim())
    .find((line) => line !== undefined);
}

/** Judges one piece's build against the layer-off build's page weights. */
export function judge(run: PieceRun, offPages: PageWeight[]): Verdict {
  const {piece} = run;
  if (!run.built) {
    for (const name of run.on) {
      const line = namingLine(run.output, name);
      if (line) {
        return {
          piece,
          outcome: 'stops by name',
          detail: `${name === piece ? '' : `by ${name}, which it needs: `}${line.slice(0, 240)}`,
        };
      }
    }
    // The last lines of the build, for a failure that names no piece.
    const tail = run.output.replace(colours, '').trim().split('\n').slice(-3).join(' / ');
    return {piece, outcome: 'stops without its name', detail: tail.slice(0, 240)};
  }
  if (!run.pages) {
    return {piece, outcome: 'breaks pages', detail: run.pageError ?? 'no page weighed'};
  }
  const jsSaved = Object.fromEntries(
    offPages.map((off) => {
      const own = run.pages!.find((page) => page.name === off.name);
      if (!own) {
        throw new Error(`the build of ${piece} has no weight for the page type "${off.name}"`);
      }
      return [off.name, off.js - own.js];
    }),
  );
  const small = Object.values(jsSaved).every((bytes) => bytes < SMALL_SAVING_BYTES);
  const withNeeds = run.on.length > 1 ? ` (with ${run.on.slice(1).join(', ')})` : '';
  const kib = `${SMALL_SAVING_BYTES / 1024} KiB`;
  const judged = (
    outcome: Verdict['outcome'],
    detail: string,
    scriptSaved?: Verdict['jsSaved'],
  ) => ({
    piece,
    outcome,
    detail: `${detail}${withNeeds}`,
    jsSaved,
    ...(scriptSaved && {scriptSaved}),
  });
  // What it is kept for: speed/pieces.ts.
  if (pieceNotes[piece].keptFor === 'weight') {
    return small
      ? judged('no longer needed', `kept for weight, now under ${kib} on every page type`)
      : judged('works', `kept for weight, still ${kib} or more on a page type`);
  }
  if (!run.script) {
    return judged('not judged', `kept for time, not timed: ${run.timeError ?? 'no figures'}`);
  }
  const {on, off, visits} = run.script;
  const scriptSaved = Object.fromEntries(
    offPages.map(({name}) => [name, (off[name] ?? NaN) - (on[name] ?? NaN)]),
  );
  if (Object.values(scriptSaved).some((ms) => Number.isNaN(ms))) {
    return judged('not judged', 'kept for time, but a page type has no script time');
  }
  const ms = `${SMALL_SAVING_SCRIPT_MS} ms`;
  const how = `median of ${visits} first visits per page type and build, in turns`;
  if (!earnsItsPlace({bytesSaved: Object.values(jsSaved), msSaved: Object.values(scriptSaved)})) {
    return judged(
      'no longer needed',
      `kept for time, now under ${ms} of script time and ${kib} on every page type (${how})`,
      scriptSaved,
    );
  }
  return judged(
    'works',
    `kept for time, still ${ms} of script time or ${kib} or more on a page type (${how})`,
    scriptSaved,
  );
}

/** Markdown table cell text, with the pipes that would split it escaped. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * One markdown table: a row per piece, its outcome, its savings per page type (KiB, script ms), and
 * why.
 */
export function verdictTable(verdicts: Verdict[], pageNames: string[]) {
  const per = (saved: Record<string, number> | undefined, unit: (n: number) => string) =>
    pageNames
      .map((name) => saved?.[name])
      .map((n) => (n === undefined ? '–' : unit(n)))
      .join(' / ');
  const rows = verdicts.map(
    (v) =>
      `| \`${v.piece}\` | ${v.outcome} | ${per(v.jsSaved, inKib)} | ${per(v.scriptSaved, String)} | ${cell(v.detail)} |`,
  );
  return [
    `| piece | on Docusaurus 4 | first-load JS saved, KiB (${pageNames.join(' / ')}) | script time saved, ms | detail |`,
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
