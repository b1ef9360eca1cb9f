/**
 * A result's excerpt, taken from the page's own text. Pagefind's excerpt may
 * start in what the index holds before the text: a release post's version
 * spellings, there for ranking ("4.0.0 v4.0.0 4.0 v4.0"), and the title, which
 * the result shows above the excerpt anyway. Those words are skipped, and the
 * excerpt is the run of text around the first match after them, with the
 * matched words marked. It starts where the match's sentence starts when that
 * is near; otherwise, and where it stops short of the text's end, "…" says
 * that words are left out.
 */
const versionSpelling = /^v?\d+(\.\d+)+$/;
const comparable = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Where the page's text starts: after the version spellings, then after the title (Pagefind ends it with a full stop). */
export function textStart(words: string[], title: string | undefined): number {
  let at = 0;
  while (at < words.length && versionSpelling.test(words[at]!)) at++;
  const titleWords = (title ?? '').split(/\s+/).map(comparable).filter(Boolean);
  const opening = words.slice(at, at + titleWords.length).map(comparable);
  if (titleWords.length && opening.join(' ') === titleWords.join(' ')) at += titleWords.length;
  return at;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Words shown, and how many of them before the first match. */
const excerptWords = 30;
const leadIn = 8;
/** How far back from the match a sentence's start is looked for. */
const sentenceLookBack = 14;
// A colon is left out: what follows it mostly starts in lower case.
const endsSentence = (word: string | undefined) => word !== undefined && /[.!?]["')\]]?$/.test(word);

/** The first word shown: the start of the match's sentence if it is near, else a few words before the match. */
export function excerptStart(words: string[], match: number, textStartsAt: number): number {
  for (let i = match; i > Math.max(textStartsAt, match - sentenceLookBack); i--) {
    if (endsSentence(words[i - 1])) return i;
  }
  return match - sentenceLookBack <= textStartsAt ? textStartsAt : Math.max(textStartsAt, match - leadIn);
}

/**
 * The excerpt of `content` (Pagefind's text of the page) around the first of
 * `locations` (the positions of the matched words) in the page's text, as
 * HTML: the words escaped, the matched ones in <mark>.
 */
export function pageExcerpt(content: string, locations: number[], title: string | undefined): string {
  const words = content.split(/\s+/).filter(Boolean);
  const start = textStart(words, title);
  const inText = locations.filter((l) => l >= start).sort((a, b) => a - b);
  const from = excerptStart(words, inText[0] ?? start, start);
  const to = Math.min(words.length, from + excerptWords);
  const marked = new Set(inText);
  const shown = words.slice(from, to).map((word, i) => (marked.has(from + i) ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word)));
  const cutBefore = from > start && !endsSentence(words[from - 1]);
  const cutAfter = to < words.length && !endsSentence(words[to - 1]);
  return `${cutBefore ? '… ' : ''}${shown.join(' ')}${cutAfter ? ' …' : ''}`;
}
