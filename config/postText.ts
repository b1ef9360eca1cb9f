import fs from 'node:fs';
import path from 'node:path';

/**
 * A post's Markdown split the way the prose checks read it: its headings, the
 * blocks of its running text as written (paragraphs, list items, quote lines,
 * table cells, links and all), and their sentences as a reader sees them
 * (front matter, code blocks, HTML comments, MDX imports and headings left out).
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

export function readPostText(file: string, markdown: string): PostText {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  let i = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.indexOf('---', 1);
    if (end < 0) throw new Error(`${file}: front matter is not closed with ---`);
    i = end + 1;
  }
  const headings: string[] = [];
  const blocks: string[] = [];
  let block: string[] = [];
  const endBlock = () => {
    if (block.length > 0) blocks.push(block.join(' '));
    block = [];
  };
  let fence: string | null = null;
  let inComment = false;
  for (; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const trimmed = line.trim();
    if (fence !== null) {
      if (trimmed.startsWith(fence)) fence = null;
      continue;
    }
    if (inComment) {
      if (trimmed.includes('-->')) inComment = false;
      continue;
    }
    const opening = /^(`{3,}|~{3,})/.exec(trimmed);
    if (opening) {
      endBlock();
      fence = opening[1] ?? '```';
      continue;
    }
    if (trimmed.startsWith('<!--')) {
      endBlock();
      if (!trimmed.includes('-->')) inComment = true;
      continue;
    }
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(trimmed);
    if (heading) {
      endBlock();
      headings.push(plainText(heading[1] ?? ''));
      continue;
    }
    if (trimmed === '' || /^(import|export)\s/.test(trimmed)) {
      endBlock();
      continue;
    }
    // Each list item, quote line and table cell stands on its own.
    const item = /^(?:[-*+]|\d+[.)]|>)\s+(.*)$/.exec(trimmed);
    if (item) {
      endBlock();
      block.push(item[1] ?? '');
      continue;
    }
    if (trimmed.startsWith('|')) {
      endBlock();
      for (const cell of trimmed.split('|')) if (!/^\s*:?-+:?\s*$/.test(cell)) blocks.push(cell);
      continue;
    }
    block.push(trimmed);
  }
  endBlock();
  if (fence !== null) throw new Error(`${file}: a code block opened with ${fence} is never closed`);
  const sentences = blocks.flatMap((b) => splitSentences(plainText(b)));
  return {file, headings, blocks, sentences};
}

/** Every post of blog/ and release/ under the site folder, read with readPostText. */
export function readSitePosts(siteDir: string): PostText[] {
  return ['blog', 'release'].flatMap((dir) =>
    fs
      .readdirSync(path.join(siteDir, dir))
      .filter((name) => /\.mdx?$/.test(name))
      .sort()
      .map((name) => {
        const file = `${dir}/${name}`;
        return readPostText(file, fs.readFileSync(path.join(siteDir, file), 'utf8'));
      }),
  );
}
