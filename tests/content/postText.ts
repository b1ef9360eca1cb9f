// Reads a post as the prose checks see it: headings, running text and sentences, markup left out.
import fs from 'node:fs';
import path from 'node:path';

/**
 * A post as the prose checks read it: headings, the blocks of running text as written (paragraphs,
 * list items, quote lines, table cells), and their sentences as a reader sees them. Front matter,
 * code, comments and imports left out.
 */
export type PostText = {file: string; headings: string[]; blocks: string[]; sentences: string[]};

/** Strips Markdown markup from one line of text, keeping what a reader sees. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: their alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: their text
    .replace(/<[^>]+>/g, ' ') // inline HTML tags
    .replace(/`([^`]*)`/g, '$1') // inline code: its content
    .replace(/\*\*|\*/g, '') // emphasis marks
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts running text into sentences at ., ! or ? followed by a space. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=\S)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The last sentence of a post's prose, its Markdown kept: where the post ends for a reader. */
export const closingSentence = (post: Pick<PostText, 'blocks'>): string =>
  splitSentences(post.blocks.at(-1) ?? '').pop() ?? '';

/**
 * The Markdown's lines and the index of the first after its front matter; `file`, when given, names
 * it in the error.
 */
export function splitFrontMatter(
  markdown: string,
  file?: string,
): {lines: string[]; bodyStart: number} {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  if (lines[0]?.trim() !== '---') return {lines, bodyStart: 0};
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new Error(`${file ? `${file}: ` : ''}front matter is not closed with ---`);
  return {lines, bodyStart: end + 1};
}

/**
 * Calls `each` for every line from `start` outside code blocks and HTML comments, and with `opens`
 * for the line that opens one; returns the fence of a code block left open.
 */
export function scanProse(
  lines: string[],
  start: number,
  each: (line: string, index: number, opens?: boolean) => void,
): string | null {
  let fence: string | null = null;
  let inComment = false;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const trimmed = line.trim();
    const opening = /^(`{3,}|~{3,})/.exec(trimmed);
    if (fence !== null) {
      if (trimmed.startsWith(fence)) fence = null;
    } else if (inComment) {
      if (trimmed.includes('-->')) inComment = false;
    } else if (opening) {
      fence = opening[1] ?? '```';
      each(line, i, true);
    } else if (trimmed.startsWith('<!--')) {
      inComment = !trimmed.includes('-->');
      each(line, i, true);
    } else {
      each(line, i);
    }
  }
  return fence;
}

export function readPostText(file: string, markdown: string): PostText {
  const {lines, bodyStart} = splitFrontMatter(markdown, file);
  const headings: string[] = [];
  const blocks: string[] = [];
  let block: string[] = [];
  const endBlock = () => {
    if (block.length > 0) blocks.push(block.join(' '));
    block = [];
  };
  const fence = scanProse(lines, bodyStart, (line, _index, opens) => {
    const trimmed = line.trim();
    if (opens) return endBlock();
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(trimmed);
    const item = /^(?:[-*+]|\d+[.)]|>)\s+(.*)$/.exec(trimmed);
    // Each heading, list item, quote line and table cell stands on its own.
    if (
      heading ||
      item ||
      trimmed.startsWith('|') ||
      trimmed === '' ||
      /^(import|export)\s/.test(trimmed)
    ) {
      endBlock();
    }
    if (heading) headings.push(plainText(heading[1] ?? ''));
    else if (item) block.push(item[1] ?? '');
    else if (trimmed.startsWith('|')) {
      blocks.push(...trimmed.split('|').filter((cell) => !/^\s*:?-+:?\s*$/.test(cell)));
    } else if (trimmed !== '' && !/^(import|export)\s/.test(trimmed)) block.push(trimmed);
  });
  endBlock();
  if (fence !== null) throw new Error(`${file}: a code block opened with ${fence} is never closed`);
  const sentences = blocks.flatMap((b) => splitSentences(plainText(b)));
  return {file, headings, blocks, sentences};
}

/**
 * The Markdown files of the site's content folders (the posts by default), by name, with their
 * text.
 */
export function siteMarkdown(
  siteDir: string,
  dirs: readonly string[] = ['blog', 'release'],
): {file: string; text: string}[] {
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(path.join(siteDir, dir))
      .filter((name) => /\.mdx?$/.test(name))
      .sort()
      .map((name) => ({
        file: `${dir}/${name}`,
        text: fs.readFileSync(path.join(siteDir, dir, name), 'utf8'),
      })),
  );
}

export const readSitePosts = (siteDir: string): PostText[] =>
  siteMarkdown(siteDir).map(({file, text}) => readPostText(file, text));
