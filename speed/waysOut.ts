// The ways out of a stop on the speed layer's pins that work in the build that stopped (issue 54).
import {isPiece, needs, speedPieces, type SpeedPiece} from './pieceNames';

/** What a build was made with, as far as its pins check goes (speed/index.ts, speedLayer). */
export type BuildSwitches = {
  layer: boolean;
  off: ReadonlySet<SpeedPiece>;
  persistentCache: boolean;
  notFoundGuesses: boolean;
};

type Assignment = {name: string; value: string};

/**
 * Entries of speed/upstream.ts that are no piece but that a switch leaves out of a build, and with
 * them their pins.
 */
const switchedEntries: Record<
  string,
  {assignment: Assignment; leftOut: (build: BuildSwitches) => boolean; without: string}
> = {
  // Docusaurus's own switch (lib/webpack/base.js, getCache and getExperiments): with no persistent
  // cache, buildCache.ts keys nothing.
  'build cache': {
    assignment: {name: 'DOCUSAURUS_NO_PERSISTENT_CACHE', value: '1'},
    leftOut: (build) => !build.persistentCache,
    without: "Docusaurus's persistent bundler cache, which speed/buildCache.ts keys",
  },
  // Our own switch (config/site.ts): the not-found screen without its guesses reads no route table.
  'not-found suggestions': {
    assignment: {name: 'SITE_NOT_FOUND_GUESSES', value: 'off'},
    leftOut: (build) => !build.notFoundGuesses,
    without: "the not-found screen's guesses, which read Docusaurus's route table",
  },
};

/**
 * Whether a build checks the pins of an entry of speed/upstream.ts: a piece it builds with, or any
 * other entry no switch left out.
 */
export function checksPinsOf(entry: string, build: BuildSwitches): boolean {
  if (isPiece(entry)) return build.layer && !build.off.has(entry);
  return !switchedEntries[entry]?.leftOut(build);
}

/**
 * The pieces of `off` and those that need one of them (SITE_SPEED_OFF refuses a list without them),
 * in speedPieces' order.
 */
function withDependents(off: ReadonlySet<SpeedPiece>): SpeedPiece[] {
  const all = new Set(off);
  for (let grew = true; grew;) {
    const dependents = speedPieces.filter(
      (piece) => !all.has(piece) && needs[piece] !== undefined && all.has(needs[piece]),
    );
    for (const piece of dependents) all.add(piece);
    grew = dependents.length > 0;
  }
  return speedPieces.filter((piece) => all.has(piece));
}

/**
 * A command that repeats the build with its own switches, `more` added on top (a later one of the
 * same name wins).
 */
function command(build: BuildSwitches, more: Assignment[]): string {
  const own: Assignment[] = [
    ...(build.layer ? [] : [{name: 'SITE_SPEED_LAYER', value: 'off'}]),
    ...(build.layer && build.off.size > 0
      ? [{name: 'SITE_SPEED_OFF', value: withDependents(build.off).join(',')}]
      : []),
    ...Object.values(switchedEntries)
      .filter((entry) => entry.leftOut(build))
      .map((entry) => entry.assignment),
  ];
  const byName = new Map(
    [...own, ...more].map((assignment) => [assignment.name, assignment.value]),
  );
  return `${[...byName].map(([name, value]) => `${name}=${value}`).join(' ')} npm run build`;
}

/**
 * The lines of a pins stop that name, for the entries that differ, a way out that works in the
 * build that stopped: each leaves out of the build what the entry's pins guard. Each way out is in
 * backticks (speed/waysOut.nightly.test.ts follows them).
 */
export function waysOut(entries: readonly string[], build: BuildSwitches): string[] {
  const differing = [...new Set(entries)];
  const pieces = differing.filter(isPiece);
  const switched = differing.filter((entry) => switchedEntries[entry] !== undefined);
  const fixed = differing.filter(
    (entry) => !isPiece(entry) && switchedEntries[entry] === undefined,
  );
  const off = withDependents(new Set([...build.off, ...pieces]));
  const added = off.filter((piece) => !build.off.has(piece) && !pieces.includes(piece));
  const offAssignment = {name: 'SITE_SPEED_OFF', value: off.join(',')};
  const switchAssignments = switched.map((entry) => switchedEntries[entry]!.assignment);
  const lines = [
    'Meanwhile, each way out below leaves out of the build what the entries before it guard:',
  ];
  if (pieces.length > 0) {
    const dependents =
      added.length > 0
        ? ` (and ${added.join(', ')}, which ${added.length > 1 ? 'need' : 'needs'} a piece named)`
        : '';
    lines.push(
      `- ${pieces.join(', ')}: \`SITE_SPEED_OFF=${offAssignment.value}\` leaves out ${pieces.length > 1 ? 'these pieces' : 'this piece'}${dependents}`,
    );
  }
  for (const entry of switched) {
    const {assignment, without} = switchedEntries[entry]!;
    lines.push(`- ${entry}: \`${assignment.name}=${assignment.value}\` builds without ${without}`);
  }
  if (fixed.length > 0) {
    lines.push(
      `- ${fixed.join(', ')}: no switch leaves ${fixed.length > 1 ? 'these' : 'this'} out (the site's own code, in every build): re-check, then \`npm run upstream -- --accept\``,
    );
    lines.push(`Nothing but that review gets this build past the pins of ${fixed.join(', ')}.`);
    return lines;
  }
  const all = command(build, [...(pieces.length > 0 ? [offAssignment] : []), ...switchAssignments]);
  const layerOff =
    pieces.length > 0
      ? `, or without the whole layer: \`${command({...build, layer: false}, switchAssignments)}\``
      : '';
  lines.push(`Past every pin of this build at once: \`${all}\`${layerOff}.`);
  return lines;
}
