// Draws one social card: the template laid out by Satori, rasterised by resvg, checked against its
// boxes.
import satori, {type SatoriNode} from 'satori';
import {renderAsync} from '@resvg/resvg-js';
import {longDate} from '../../src/lib/dates';
import {cardHeight, cardWidth, type CardSection} from '../../src/lib/socialCard';
import {cardFonts} from './fonts';
import {encodeOpaquePng} from './png';
import {fitText, refuseMissingGlyphs, type TextBlock} from './measure';
import {bylineBox, bylineFit, cardElement, titleBox, titleFit} from './template';

/**
 * What a card shows. `date` is an ISO date; custom pages have neither date nor authors nor section.
 */
export type CardSpec = {
  permalink: string;
  title: string;
  section?: CardSection;
  date?: string;
  authors: string[];
};

type Box = {left: number; top: number; width: number; height: number};
export type RenderedCard = {png: Buffer; title: TextBlock; titleLines: Box[]; bylineLines: Box[]};

/** "June 13, 2019 · Dan Walsh, Tom Sweeney" */
export function bylineText(spec: CardSpec): string {
  return [spec.date ? longDate(spec.date) : '', spec.authors.join(', ')]
    .filter(Boolean)
    .join(' · ');
}

const inside = (line: Box, box: Box) =>
  line.left >= box.left - 0.5 &&
  line.left + line.width <= box.left + box.width + 0.5 &&
  line.top + line.height <= box.top + box.height + 0.5;

/**
 * Satori lays out, resvg rasterises; a drawn line that sticks out of its box (measuring rounds)
 * sends the title one size down.
 */
export async function renderCard(spec: CardSpec): Promise<RenderedCard> {
  const context = `the card of ${spec.permalink}`;
  const byline = bylineText(spec);
  const bylineBlock = byline ? await fitText(byline, bylineFit, context) : undefined;
  let title = await fitText(spec.title, titleFit, context);
  for (;;) {
    const nodes: SatoriNode[] = [];
    const svg = await satori(cardElement({section: spec.section, title, byline: bylineBlock}), {
      width: cardWidth,
      height: cardHeight,
      fonts: cardFonts(),
      loadAdditionalAsset: refuseMissingGlyphs(context),
      onNodeDetected: (node) => nodes.push(node),
    });
    const linesOf = (prefix: string) =>
      nodes.filter((n) => typeof n.key === 'string' && n.key.startsWith(prefix));
    const titleLines = linesOf('title');
    const bylineLines = linesOf('byline');
    if (
      !titleLines.every((l) => inside(l, titleBox)) ||
      !bylineLines.every((l) => inside(l, bylineBox))
    ) {
      const next = titleFit.sizes.indexOf(title.fontSize) + 1;
      if (!bylineLines.every((l) => inside(l, bylineBox)) || next >= titleFit.sizes.length) {
        throw new Error(`social card: the text of ${spec.permalink} overflows its box`);
      }
      title = await fitText(spec.title, titleFit, context, next);
      continue;
    }
    // Rasterised on libuv's thread pool, so the next card can be laid out meanwhile.
    const image = await renderAsync(svg, {font: {loadSystemFonts: false}});
    return {
      png: await encodeOpaquePng(image.pixels, image.width, image.height),
      title,
      titleLines,
      bylineLines,
    };
  }
}
