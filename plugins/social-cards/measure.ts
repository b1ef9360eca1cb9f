// Fits a card's text to its box: word widths from Satori's layout, then the largest size that fits.
import satori from 'satori';
import {createElement as h} from 'react';
import {cardFontFamily, cardFonts} from './fonts';

/**
 * Text widths are measured once at this size and scaled: glyph advances grow linearly with the
 * size.
 */
const referenceSize = 100;

export type TextBlock = {fontSize: number; lineHeight: number; lines: string[]};
export type FitOptions = {
  maxWidth: number;
  maxHeight: number;
  sizes: readonly number[];
  lineHeight: number;
  weight: 400 | 700;
};

/** Satori calls this for characters no card font has; a card must never show empty boxes. */
export function refuseMissingGlyphs(context: string) {
  return async (_language: string, segment: string): Promise<never> => {
    throw new Error(`social card: Noto Sans has no glyph for "${segment}" in ${context}`);
  };
}

/**
 * Word widths at the reference size, by weight, kept for the whole build: titles share many words.
 */
const knownWidths = new Map<string, number>();

async function measureWords(
  words: string[],
  weight: 400 | 700,
  context: string,
): Promise<{widths: number[]; space: number}> {
  const keyOf = (text: string) => `${weight} ${text}`;
  const unknown = [...new Set([...words, 'n', 'n n'])].filter(
    (text) => !knownWidths.has(keyOf(text)),
  );
  if (unknown.length > 0) {
    const style = {
      position: 'absolute',
      left: 0,
      top: 0,
      whiteSpace: 'pre',
      fontSize: referenceSize,
      fontWeight: weight,
    } as const;
    await satori(
      h(
        'div',
        {style: {display: 'flex', width: 20000, height: 200, fontFamily: cardFontFamily}},
        ...unknown.map((text, i) => h('div', {key: `m${i}`, style}, text)),
      ),
      {
        width: 20000,
        height: 200,
        fonts: cardFonts(),
        loadAdditionalAsset: refuseMissingGlyphs(context),
        onNodeDetected: (node) => {
          if (typeof node.key === 'string' && node.key.startsWith('m')) {
            knownWidths.set(keyOf(unknown[Number(node.key.slice(1))]!), node.width);
          }
        },
      },
    );
  }
  const width = (text: string) => knownWidths.get(keyOf(text)) ?? 0;
  return {widths: words.map(width), space: width('n n') - 2 * width('n')};
}

/** Greedy line filling: a line takes words while they fit; a word is never split. */
export function wrapWords(
  words: string[],
  widths: number[],
  space: number,
  maxWidth: number,
): string[] {
  const lines: string[] = [];
  let line: string[] = [];
  let lineWidth = 0;
  words.forEach((word, i) => {
    const w = widths[i]!;
    if (line.length > 0 && lineWidth + space + w > maxWidth) {
      lines.push(line.join(' '));
      line = [];
      lineWidth = 0;
    }
    lineWidth += (line.length > 0 ? space : 0) + w;
    line.push(word);
  });
  if (line.length > 0) lines.push(line.join(' '));
  return lines;
}

/**
 * The largest of `sizes` (from `startAt`) at which the text, wrapped at spaces, fits the box; else
 * throws, naming it.
 */
export async function fitText(
  text: string,
  options: FitOptions,
  context: string,
  startAt = 0,
): Promise<TextBlock> {
  const words = text.split(/\s+/).filter(Boolean);
  const {widths, space} = await measureWords(words, options.weight, context);
  for (const fontSize of options.sizes.slice(startAt)) {
    const scale = fontSize / referenceSize;
    if (widths.some((w) => w * scale > options.maxWidth)) continue;
    const lines = wrapWords(
      words,
      widths.map((w) => w * scale),
      space * scale,
      options.maxWidth,
    );
    if (lines.length * fontSize * options.lineHeight <= options.maxHeight) {
      return {fontSize, lineHeight: options.lineHeight, lines};
    }
  }
  throw new Error(
    `social card: "${text}" does not fit the card even at ${options.sizes.at(-1)}px (${context})`,
  );
}
