// The social card's layout: colours, boxes and the sizes a title may take.
import fs from 'node:fs';
import path from 'node:path';
import {createElement as h, type ReactElement} from 'react';
import {cardHeight, cardWidth, type CardSection} from '../../src/lib/socialCard';
import {cardFontFamily} from './fonts';
import type {FitOptions, TextBlock} from './measure';

/** Light theme colours of the site (src/css/custom.css). */
const colours = {
  page: '#ffffff',
  band: '#f3ecfb',
  ink: '#1c1e21',
  muted: '#4b4458',
  primary: '#6a2fa3',
  onPrimary: '#ffffff',
};

const margin = 72;
const contentWidth = cardWidth - 2 * margin;

/**
 * Where the title goes and how it may be set: long titles drop to smaller sizes, never below 40px.
 */
export const titleBox = {left: margin, top: 184, width: contentWidth, height: 296};
export const titleFit: FitOptions = {
  maxWidth: titleBox.width,
  maxHeight: titleBox.height,
  sizes: [76, 68, 60, 54, 48, 44, 40],
  lineHeight: 1.18,
  weight: 700,
};

/** The line under the title: date and authors, one line, smaller when there are many names. */
export const bylineBox = {left: margin, top: 508, width: contentWidth, height: 44};
export const bylineFit: FitOptions = {
  maxWidth: bylineBox.width,
  maxHeight: bylineBox.height,
  sizes: [30, 27, 24, 22],
  lineHeight: 1.3,
  weight: 400,
};

const logoFile = path.resolve(__dirname, '../../static/img/podman-logo.svg');
let logoDataUrl: string | undefined;
const logo = () =>
  (logoDataUrl ??= `data:image/svg+xml;base64,${fs.readFileSync(logoFile).toString('base64')}`);

/** Files whose content changes how a card looks: part of the cache key. */
export const templateFiles = [
  __filename,
  logoFile,
  ...['fonts.ts', 'measure.ts', 'render.ts', 'png.ts'].map((f) => path.join(__dirname, f)),
];

function lines(
  block: TextBlock,
  box: typeof titleBox,
  keyPrefix: string,
  weight: number,
  colour: string,
): ReactElement {
  return h(
    'div',
    {
      style: {
        position: 'absolute',
        left: box.left,
        top: box.top,
        width: box.width,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
      },
    },
    ...block.lines.map((text, i) =>
      h(
        'div',
        {
          key: `${keyPrefix}${i}`,
          style: {
            whiteSpace: 'pre',
            fontSize: block.fontSize,
            lineHeight: block.lineHeight,
            fontWeight: weight,
            color: colour,
          },
        },
        text,
      ),
    ),
  );
}

/**
 * One card: the logo and site name, the section, the title, then date and authors, on the site's
 * light colours.
 */
export function cardElement(parts: {
  section?: CardSection;
  title: TextBlock;
  byline?: TextBlock;
}): ReactElement {
  return h(
    'div',
    {
      style: {
        display: 'flex',
        position: 'relative',
        width: cardWidth,
        height: cardHeight,
        background: colours.page,
        fontFamily: cardFontFamily,
        color: colours.ink,
      },
    },
    h('div', {
      style: {
        position: 'absolute',
        left: 0,
        top: 0,
        width: cardWidth,
        height: 152,
        background: colours.band,
      },
    }),
    h('img', {
      src: logo(),
      width: 80,
      height: 80,
      style: {position: 'absolute', left: margin, top: 36},
    }),
    h(
      'div',
      {
        style: {
          position: 'absolute',
          left: margin + 100,
          top: 46,
          fontSize: 44,
          fontWeight: 700,
          color: colours.ink,
        },
      },
      'Podman',
    ),
    parts.section
      ? h(
          'div',
          {
            style: {
              position: 'absolute',
              right: margin,
              top: 48,
              padding: '8px 28px',
              borderRadius: 999,
              background: colours.primary,
              color: colours.onPrimary,
              fontSize: 30,
              fontWeight: 700,
            },
          },
          parts.section,
        )
      : null,
    lines(parts.title, titleBox, 'title', 700, colours.ink),
    parts.byline ? lines(parts.byline, bylineBox, 'byline', 400, colours.muted) : null,
    h('div', {
      style: {
        position: 'absolute',
        left: 0,
        bottom: 0,
        width: cardWidth,
        height: 16,
        background: colours.primary,
      },
    }),
  );
}
