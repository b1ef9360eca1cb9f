// For the CodeBlock/Line swizzle: whether a code line would render the same, so it can skip
// rendering.
import type {Props} from '@theme/CodeBlock/Line';

/** The theme builds each line's class list anew on every render: compared by content. */
function sameClassNames(a: string[] | undefined, b: string[] | undefined): boolean {
  return (
    a === b ||
    (a !== undefined &&
      b !== undefined &&
      a.length === b.length &&
      a.every((name, i) => name === b[i]))
  );
}

/**
 * Whether a code line would render the same: same tokens, prop getters (new with new colours),
 * classes.
 */
export function sameLine(a: Props, b: Props): boolean {
  return (
    a.line === b.line &&
    a.getLineProps === b.getLineProps &&
    a.getTokenProps === b.getTokenProps &&
    a.showLineNumbers === b.showLineNumbers &&
    sameClassNames(a.classNames, b.classNames)
  );
}
