// The slim-prism piece: Prism's tokens cut into lines, as prism-react-renderer's Highlight cuts
// them.
import type Prism from 'prismjs';

/** One run of text on one line, with the token types it is nested in (outermost first). */
export type LineToken = {types: string[]; content: string; empty?: boolean};

const lineBreak = /\r\n|\r|\n/;

function withType(types: string[], type: string | string[] | undefined): string[] {
  if (type === undefined) return types;
  const added = (Array.isArray(type) ? type : [type]).filter((t, i, all) => all.indexOf(t) === i);
  // A nested token of the same type as its parent adds nothing.
  return added.reduce((acc, t) => (acc.at(-1) === t ? acc : [...acc, t]), types);
}

/** An empty line still needs one token, so it keeps its height. */
function closeLine(line: LineToken[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0]!.content === '') {
    Object.assign(line[0]!, {content: '\n', empty: true});
  }
}

/**
 * Flattens Prism's token tree into lines of tokens: text outside any token is
 * `plain`, a token spanning line breaks is cut at each one.
 */
export function tokensToLines(stream: (string | Prism.Token)[]): LineToken[][] {
  const lines: LineToken[][] = [[]];
  const walk = (items: Prism.TokenStream, types: string[], depth: number) => {
    for (const item of Array.isArray(items) ? items : [items]) {
      if (typeof item !== 'string') {
        walk(item.content, withType(withType(types, item.type), item.alias), depth + 1);
        continue;
      }
      const parts = item.split(lineBreak);
      const ownTypes = depth === 0 ? ['plain'] : types;
      parts.forEach((content, i) => {
        if (i > 0) {
          closeLine(lines.at(-1)!);
          lines.push([]);
        }
        lines.at(-1)!.push({types: ownTypes, content});
      });
    }
  };
  walk(stream, [], 0);
  closeLine(lines.at(-1)!);
  return lines;
}
