/**
 * A result's excerpt from the page's own text, not Pagefind's, which may start in a release post's
 * version spellings ("4.0.0 v4.0.0 4.0 v4.0", there for ranking) or the title, shown above it
 * anyway.
 */
const versionSpelling = /^v?\d+(\.\d+)+$/;
const comparable = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Where the page's text starts: after the version spellings, then after the title (Pagefind ends it
 * with a full stop).
 */
export function textStart(words: string[], title: string | undefined): number {
  let at = 0;
  while (at < words.length && versionSpelling.test(words[at]!)) at++;
  const titleWords = (title ?? '').split(/\s+/).map(comparable).filter(Boolean);
  const opening = words.slice(at, at + titleWords.length).map(comparable);
  if (titleWords.length && opening.join(' ') === titleWords.join(' ')) at += titleWords.length;
  return at;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Words shown, and how many of them before the first match. */
const excerptWords = 30;
const leadIn = 8;
/** How far back from the match a sentence's start is looked for. */
const sentenceLookBack = 14;
// A colon is left out: what follows it mostly starts in lower case.
const endsSentence = (word: string | undefined) =>
  word !== undefined && /[.!?]["')\]]?$/.test(word);

/**
 * The first word shown: the start of the match's sentence if it is near, else a few words before
 * the match.
 */
export function excerptStart(words: string[], match: number, textStartsAt: number): number {
  for (let i = match; i > Math.max(textStartsAt, match - sentenceLookBack); i--) {
    if (endsSentence(words[i - 1])) return i;
  }
  return match - sentenceLookBack <= textStartsAt
    ? textStartsAt
    : Math.max(textStartsAt, match - leadIn);
}

/**
 * An element with an id in the page's text, as Pagefind lists it: `location` is the word it starts
 * at.
 */
export type Anchor = {element: string; id: string; text?: string; location: number};

/**
 * A section of the page: its heading's id and text, and where the heading, its text and the next
 * heading start.
 */
type Section = {id: string; heading: string; start: number; text: number; end: number};

/**
 * The page's sections (h2 to h6); Docusaurus ends a heading's text with the zero-width space of its
 * "#" link.
 */
function sections(anchors: readonly Anchor[], wordCount: number): Section[] {
  const headings = anchors
    .map((a) => ({...a, heading: (a.text ?? '').replace(/\u200b/g, '').trim()}))
    .filter((a) => /^h[2-6]$/.test(a.element) && a.heading)
    .sort((a, b) => a.location - b.location);
  return headings.map((a, i) => ({
    id: a.id,
    heading: a.heading,
    start: a.location,
    text: a.location + a.heading.split(/\s+/).length,
    end: headings[i + 1]?.location ?? wordCount,
  }));
}

/**
 * A result's excerpt, as HTML, and the section it is in, whose heading is shown apart and whose
 * anchor the result links to.
 */
export type Hit = {excerpt: string; section?: {id: string; heading: string}};

/**
 * Whether a matched word is a form of a query's word: Pagefind matches forms ("checkpointing") and
 * a path's parts ("/tmp/checkpoint.tar").
 */
function isFormOf(word: string, term: string): boolean {
  const parts = word
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return parts.some(
    (part) => part.startsWith(term.slice(0, 4)) || (part.length >= 3 && term.startsWith(part)),
  );
}

/**
 * Where the hit is: the first part of the text (the opening before any section, or a section) that
 * holds every query word the text holds, else the part of the first match. "checkpointing a
 * container" finds "container" in a doc's opening, but both words only in its "Checkpoint, restore
 * and migration" section.
 */
function hitStart(
  words: string[],
  locations: number[],
  start: number,
  all: readonly Section[],
  terms: readonly string[],
): number {
  const inText = locations.filter((l) => l >= start).sort((a, b) => a - b);
  const first = inText[0] ?? start;
  const termsIn = (from: number, to: number) =>
    terms.filter((t) => inText.some((l) => l >= from && l < to && isFormOf(words[l] ?? '', t)))
      .length;
  const found = termsIn(start, words.length);
  const parts = [{start, end: all[0]?.start ?? words.length}, ...all];
  const holdingAll = found > 1 ? parts.find((p) => termsIn(p.start, p.end) === found) : undefined;
  return holdingAll ? Math.max(holdingAll.start, first) : first;
}

/**
 * The excerpt of `content` around the first of `locations` (the matched words) in the page's text,
 * as HTML. When that match (or the first section holding every word of `terms`, the query's:
 * hitStart) is in a section, or no text comes before the first section, the excerpt is of that
 * section's text and, unless the title matched too, the hit is the section's, its heading shown
 * apart.
 */
export function pageHit(
  content: string,
  locations: number[],
  title: string | undefined,
  anchors: readonly Anchor[] = [],
  terms: readonly string[] = [],
): Hit {
  const words = content.split(/\s+/).filter(Boolean);
  const start = textStart(words, title);
  const all = sections(anchors, words.length).filter((s) => s.start >= start);
  const first = hitStart(words, locations, start, all, terms);
  const before = all.filter((s) => s.start <= first);
  // No text before the first section: the excerpt is that section's.
  const section = before[before.length - 1] ?? (all[0]?.start === start ? all[0] : undefined);
  if (!section) return {excerpt: excerptOf(words, locations, start, all[0]?.start ?? words.length)};
  const excerpt = excerptOf(words, locations, section.text, section.end);
  // A page found by its title (or its version spellings) is the hit itself: it links to the page.
  if (locations.some((l) => l < start)) return {excerpt};
  return {excerpt, section: {id: section.id, heading: section.heading}};
}

/** The excerpt of the words from `start` to `end`, around the first match in them. */
function excerptOf(words: string[], locations: number[], start: number, end: number): string {
  const inText = locations.filter((l) => l >= start && l < end).sort((a, b) => a - b);
  const from = excerptStart(words, inText[0] ?? start, start);
  const to = Math.min(end, from + excerptWords);
  const marked = new Set(inText);
  const shown = words
    .slice(from, to)
    .map((word, i) =>
      marked.has(from + i) ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word),
    );
  const cutBefore = from > start && !endsSentence(words[from - 1]);
  const cutAfter = to < end && !endsSentence(words[to - 1]);
  return `${cutBefore ? '… ' : ''}${shown.join(' ')}${cutAfter ? ' …' : ''}`;
}
