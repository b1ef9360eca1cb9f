// Counting what code holds (lines, tokens, comment lines), for `npm run size` (./cli.ts).
// TypeScript's own scanner and parser read the script files.
import ts from 'typescript';

export type Counts = {lines: number; tokens: number; comments: number};

const scriptFile = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const contentFolders = /^(blog|release|docs|static|i18n|node_modules)\//;

/** Code of ours that counts: scripts, styles and shell, the content folders aside. */
export function isCounted(file: string) {
  return (
    !contentFolders.test(file) &&
    (scriptFile.test(file) || /\.(css|sh)$/.test(file) || file === '.ci/run')
  );
}

/**
 * The tests, what the build loads (eslint.config.mjs's buildSources) or the tools: each has its own
 * budget.
 */
export function partOf(file: string) {
  if (/\.(test|spec)\.tsx?$/.test(file) || file.startsWith('tests/')) return 'tests';
  return /^(src|config|plugins|speed)\/|^(docusaurus\.config|sidebars)\.ts$/.test(file)
    ? 'build'
    : 'tools';
}

/**
 * The rows of `git diff --no-index --numstat -z` between two folders: each file's added and removed
 * lines and its path in the newer folder (the older for a removed file). Without -z a new file is
 * named "/{dev/null => tmp/…/a.test.ts}", whose closing brace made it no test.
 */
export function numstatRows(output: string) {
  const fields = output.split('\0');
  const rows = [];
  // Each row: "added\tremoved\t", the older path, the newer path (/dev/null for one that is not
  // there).
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const [added, removed] = fields[i]!.split('\t');
    const file = fields[i + 2] === '/dev/null' ? fields[i + 1]! : fields[i + 2]!;
    rows.push({added: Number(added), removed: Number(removed), file});
  }
  return rows;
}

function scriptKind(file: string) {
  return file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}

/** The [start, end) ranges of a file's comments, and its tokens besides them. */
function scan(file: string, text: string) {
  const comments: [number, number][] = [];
  const tokens: string[] = [];
  if (scriptFile.test(file)) {
    // The parser's tokens, not a bare scan: only the parser knows where a template or a regular
    // expression ends. Every comment is leading or trailing trivia of some token (end of file
    // included).
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
    const starts = new Set<number>();
    const visit = (node: ts.Node) => {
      // A doc comment is a node too; its text is counted once, as the comment it is.
      if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) {
        return;
      }
      const children = node.getChildren(source);
      if (children.length > 0 && !ts.isJsxText(node)) {
        for (const child of children) visit(child);
        return;
      }
      if (node.kind !== ts.SyntaxKind.EndOfFileToken && node.kind !== ts.SyntaxKind.SyntaxList) {
        tokens.push(node.getText(source));
      }
      const around = [
        ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
        ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
      ];
      for (const range of around) {
        if (!starts.has(range.pos)) comments.push([range.pos, range.end]);
        starts.add(range.pos);
      }
    };
    visit(source);
    comments.sort((a, b) => a[0] - b[0]);
    return {comments, tokens};
  }
  // CSS and shell: comments by their markers, tokens as words and single punctuation marks.
  const marker = file.endsWith('.css') ? /\/\*[\s\S]*?\*\//g : /(^|\s)#(?!!).*$/gm;
  for (const match of text.matchAll(marker)) {
    comments.push([match.index, match.index + match[0].length]);
  }
  const code = text.replace(marker, ' ');
  return {comments, tokens: code.match(/[\w-]+|[^\s\w]/g) ?? []};
}

/** Non-blank lines, tokens, and the lines that hold nothing but comment. */
export function countFile(file: string, text: string) {
  const {comments, tokens} = scan(file, text);
  const inComment = new Uint8Array(text.length);
  for (const [start, end] of comments) inComment.fill(1, start, end);
  let lines = 0;
  let commentLines = 0;
  let offset = 0;
  for (const line of text.split('\n')) {
    const at = offset;
    offset += line.length + 1;
    if (line.trim() === '') continue;
    lines += 1;
    let onlyComment = true;
    for (let i = 0; i < line.length && onlyComment; i++) {
      if (!/\s/.test(line[i]!) && !inComment[at + i]) onlyComment = false;
    }
    if (onlyComment) commentLines += 1;
  }
  return {lines, tokens: tokens.length, comments: commentLines};
}

/** A file's tokens, one a line (a line break inside one written as \\n), for a diff to count. */
export function tokenLines(file: string, text: string) {
  return scan(file, text)
    .tokens.map((token) => token.replace(/\n/g, '\\n'))
    .join('\n');
}
