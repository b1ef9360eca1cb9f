/** The pieces that can be turned off one by one (SITE_SPEED_OFF), named as in speed/README.md. */
export const speedPieces = [
  'slim-prism',
  'fast-route-matching',
  'route-data',
  'stepped-start',
  'compile-hints',
  'page-template',
  'prefetch-when-idle',
] as const;
export type SpeedPiece = (typeof speedPieces)[number];
export const isPiece = (name: string): name is SpeedPiece =>
  (speedPieces as readonly string[]).includes(name);

/**
 * Pieces that work only with another: our client entry starts pages from the route data the build
 * writes.
 */
export const needs: Partial<Record<SpeedPiece, SpeedPiece>> = {'stepped-start': 'route-data'};

/** Reads SITE_SPEED_OFF: a comma-separated list of piece names, each checked. */
export function piecesOff(value: string | undefined): Set<SpeedPiece> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isPiece(name));
  if (unknown.length > 0) {
    throw new Error(
      `SITE_SPEED_OFF names no piece of the speed layer: ${unknown.join(', ')} (pieces: ${speedPieces.join(', ')})`,
    );
  }
  const off = new Set(names as SpeedPiece[]);
  for (const [piece, needed] of Object.entries(needs) as [SpeedPiece, SpeedPiece][]) {
    if (off.has(needed) && !off.has(piece)) {
      throw new Error(
        `SITE_SPEED_OFF leaves out ${needed} but not ${piece}, which needs it (no page would hydrate): use SITE_SPEED_OFF=${[...off, piece].join(',')}`,
      );
    }
  }
  return off;
}
