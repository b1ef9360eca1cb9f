// The code blocks' light and dark Prism themes, every token colour made to pass WCAG AA contrast.
import {themes, type PrismTheme} from 'prism-react-renderer';

/** WCAG relative luminance of a #rrggbb or rgb(r, g, b) colour. */
function luminance(color: string): number {
  const rgb = parseColor(color).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * rgb[0]! + 0.7152 * rgb[1]! + 0.0722 * rgb[2]!;
}

function parseColor(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`code theme: cannot read colour ${color}`);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const toHex = (rgb: number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Moves a colour towards black (on light backgrounds) or white until it reads at `min`:1. */
export function readableOn(color: string, background: string, min = 4.6): string {
  if (contrast(color, background) >= min) return color;
  const target = luminance(background) > 0.5 ? 0 : 255;
  const start = parseColor(color);
  for (let step = 1; step <= 20; step++) {
    const mixed = start.map((c) => c + ((target - c) * step) / 20);
    if (contrast(toHex(mixed), background) >= min) return toHex(mixed);
  }
  return target ? '#ffffff' : '#000000';
}

/**
 * Every token colour at 4.5:1 on the background (GitHub's #36acaa on #f6f8fa is 2.6:1); hues stay,
 * only lightness moves.
 */
export function accessible(theme: PrismTheme): PrismTheme {
  const bg = theme.plain.backgroundColor!;
  return {
    plain: {...theme.plain, color: readableOn(theme.plain.color!, bg)},
    styles: theme.styles.map((s) => ({
      ...s,
      style: {
        ...s.style,
        ...(s.style.color ? {color: readableOn(s.style.color, bg)} : {}),
        ...(s.style.opacity ? {opacity: 1} : {}),
      },
    })),
  };
}

export const codeThemes = {light: accessible(themes.github), dark: accessible(themes.dracula)};
