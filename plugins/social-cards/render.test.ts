// Tests of plugins/social-cards/render.ts: titles fit their box, wrap between words and draw every
// glyph.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import yaml from 'js-yaml';
import {renderCard, type CardSpec} from './render';
import {decodeOwnPng, type Pixels} from '../../tests/fixtures/decodePng';
import {bylineBox, titleBox, titleFit} from './template';
import {maxCardBytes} from './index';
import {cardHeight, cardWidth} from '../../src/lib/socialCard';
import {siteMarkdown} from '../../tests/content/postText';

const postTitles = () =>
  siteMarkdown(path.resolve(__dirname, '../..')).map(
    ({text}) => (yaml.load(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as {title: string}).title,
  );

const page = [255, 255, 255];
/** True when every pixel of the rectangle is the page's white: no ink strayed there. */
function blank(pixels: Pixels, x0: number, y0: number, x1: number, y1: number): boolean {
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) if (pixels.rgb(x, y).some((c, i) => c !== page[i])) return false;
  }
  return true;
}

async function checkFits(spec: CardSpec) {
  const card = await renderCard(spec);
  const pixels = decodeOwnPng(card.png);
  assert.deepEqual([pixels.width, pixels.height], [cardWidth, cardHeight]);
  assert.ok(card.png.length <= maxCardBytes, `${card.png.length} bytes`);
  // Every word of the title is drawn whole, in order, and no line leaves the title box.
  assert.deepEqual(card.title.lines.join(' ').split(' '), spec.title.split(/\s+/));
  assert.equal(card.titleLines.length, card.title.lines.length);
  for (const line of card.titleLines) {
    assert.ok(
      line.left + line.width <= titleBox.left + titleBox.width,
      `line ${line.width}px wide at ${line.left}`,
    );
    assert.ok(
      line.top + line.height <= titleBox.top + titleBox.height,
      `line ends at ${line.top + line.height}`,
    );
  }
  // The pixels agree: the right margin beside the title and the gap under it are untouched.
  assert.ok(
    blank(
      pixels,
      titleBox.left + titleBox.width,
      titleBox.top,
      cardWidth,
      bylineBox.top + bylineBox.height,
    ),
    'ink in the right margin',
  );
  assert.ok(
    blank(pixels, 0, titleBox.top + titleBox.height, cardWidth, bylineBox.top),
    'ink between title and byline',
  );
  // ... and the title area has ink at all (the text was drawn, not dropped).
  assert.ok(
    !blank(pixels, titleBox.left, titleBox.top, titleBox.left + titleBox.width, titleBox.top + 40),
    'no ink in the first title line',
  );
  return card;
}

test('wraps the longest title between words, shrunk to stay in its box', async () => {
  const longest = postTitles().reduce((a, b) => (b.length > a.length ? b : a));
  assert.ok(longest.length > 80, longest);
  const card = await checkFits({
    permalink: '/blogs/longest',
    title: longest,
    section: 'Blog',
    date: '2021-02-01',
    authors: ['Dan Walsh'],
  });
  assert.ok(
    card.title.fontSize < titleFit.sizes[0]!,
    `set at ${card.title.fontSize}px, the largest size`,
  );
  assert.ok(card.title.lines.length >= 3);
});

test('draws typographic quotes, dashes and accents in title and names', async () => {
  const title = 'Why can’t I say “Hello” to Buildah – and Podman’s café — naïveté, Ærø, Łódź?';
  const card = await checkFits({
    permalink: '/blogs/non-ascii',
    title,
    section: 'Blog',
    date: '2020-03-02',
    authors: ['Zoë Åström', 'Miłosz Čapek'],
  });
  assert.equal(card.bylineLines.length, 1);
});

test('sets a short title at the largest size, on one line', async () => {
  const card = await checkFits({
    permalink: '/release/x',
    title: 'Podman v4.3.0 Released',
    section: 'Release',
    date: '2022-10-21',
    authors: [],
  });
  assert.deepEqual([card.title.fontSize, card.title.lines.length], [titleFit.sizes[0], 1]);
});

test('stops the build on characters the font lacks, naming the page', async () => {
  await assert.rejects(
    renderCard({permalink: '/blogs/cjk', title: 'Podman 容器', section: 'Blog', authors: []}),
    /no glyph for "容器" in the card of \/blogs\/cjk/,
  );
});

test('stops the build on a title that fits at no size, naming the page', async () => {
  const title = Array.from({length: 60}, (_, i) => `word${i}`).join(' ');
  await assert.rejects(
    renderCard({permalink: '/blogs/huge', title, authors: []}),
    /does not fit the card even at 40px \(the card of \/blogs\/huge\)/,
  );
});
