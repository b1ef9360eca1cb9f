// The fonts the social cards are drawn with, read from node_modules (never fetched).
import fs from 'node:fs';
import path from 'node:path';
import type {Font} from 'satori';

/**
 * The family the cards are set in: Noto Sans from @fontsource, read from node_modules, never
 * fetched.
 */
export const cardFontFamily = 'Noto Sans';

// Satori reads .woff but not .woff2. Latin Extended covers accented names.
const subsets = ['latin', 'latin-ext'] as const;
const weights = [400, 700] as const;

export function fontFiles(): string[] {
  const dir = path.join(
    path.dirname(require.resolve('@fontsource/noto-sans/package.json')),
    'files',
  );
  return subsets.flatMap((s) =>
    weights.map((w) => path.join(dir, `noto-sans-${s}-${w}-normal.woff`)),
  );
}

let loaded: Font[] | undefined;

/** The card fonts, read once per process. */
export function cardFonts(): Font[] {
  loaded ??= fontFiles().map((file) => {
    const weight = Number(/-(\d00)-normal\.woff$/.exec(file)![1]) as 400 | 700;
    // Each subset under a name of its own: under one shared name Satori found no glyph for
    // "ł" or "Č" (render.test.ts); under two, it looks in the second when the first lacks one.
    const name = file.includes('-latin-ext-') ? `${cardFontFamily} Latin Extended` : cardFontFamily;
    return {name, data: fs.readFileSync(file), weight, style: 'normal'};
  });
  return loaded;
}
