// bench:scale's synthetic posts: deterministic, valid for the content checks, shaped like the
// archive.
import {postRoute} from '../../../config/postRoute';
import {vocabulary as v} from './vocabulary';

/**
 * One blog as the generator sees it: its folder and route base, its tag and author keys, the post
 * files it has.
 */
export type BlogSource = {
  dir: string;
  routeBase: string;
  tags: string[];
  authors: string[];
  existing: string[];
};

type SyntheticPost = {fileName: string; text: string};
type GenerateOptions = {count: number; firstYear: number; lastYear: number; seed: number};

/** A small deterministic generator (mulberry32): the same seed gives the same posts. */
function randomSource(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof randomSource>;
const pick = <T>(rnd: Random, xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
const between = (rnd: Random, lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const sentence = (rnd: Random) =>
  `${capital(pick(rnd, v.subjects))} ${pick(rnd, v.verbs)} ${pick(rnd, v.objects)} ${pick(rnd, v.tails)}.`;
const paragraph = (rnd: Random, sentences: number) =>
  Array.from({length: sentences}, () => sentence(rnd)).join(' ');

function codeBlock(rnd: Random) {
  if (rnd() < 0.75) {
    const lines = Array.from({length: between(rnd, 1, 4)}, () => `$ ${pick(rnd, v.commands)}`);
    return ['```bash', ...lines, '```'].join('\n');
  }
  const lines = Array.from(
    {length: between(rnd, 3, 7)},
    (_, i) =>
      `${'  '.repeat(i % 2)}${pick(rnd, v.yamlKeys)}: ${pick(rnd, v.titleWords).toLowerCase()}-${i}`,
  );
  return ['```yaml', ...lines, '```'].join('\n');
}

function title(rnd: Random) {
  const [w, x] = distinct(rnd, v.titleWords, 2);
  return pick(rnd, v.titlePatterns).replace('{w}', w!).replace('{v}', x!);
}

function distinct<T>(rnd: Random, xs: readonly T[], n: number) {
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < n && pool.length) {
    out.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]!);
  }
  return out;
}

/** A date in [firstYear, lastYear], as YYYY-MM-DD (days 1–28, so every month has it). */
function date(rnd: Random, firstYear: number, lastYear: number) {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${between(rnd, firstYear, lastYear)}-${two(between(rnd, 1, 12))}-${two(between(rnd, 1, 28))}`;
}

const yamlList = (xs: string[]) => `[${xs.map((x) => JSON.stringify(x)).join(', ')}]`;

/**
 * A full post: front matter, an intro and the truncate marker, then 2–5 sections with lists and
 * code.
 */
function fullPost(rnd: Random, source: BlogSource, postTitle: string) {
  const tags = distinct(rnd, source.tags, between(rnd, 1, Math.min(4, source.tags.length)));
  const authors = distinct(rnd, source.authors, rnd() < 0.85 ? 1 : 2);
  const parts = [
    '---',
    `title: ${JSON.stringify(postTitle)}`,
    `description: ${JSON.stringify(sentence(rnd))}`,
    `authors: ${yamlList(authors)}`,
    `tags: ${yamlList(tags)}`,
    '---',
    '',
    paragraph(rnd, between(rnd, 2, 4)),
    '',
    '<!-- truncate -->',
  ];
  const sections = between(rnd, 2, 5);
  for (let s = 0; s < sections; s++) {
    parts.push('', `## ${pick(rnd, v.headings)} ${s + 1}`, '', paragraph(rnd, between(rnd, 3, 7)));
    if (rnd() < 0.6) parts.push('', codeBlock(rnd));
    if (rnd() < 0.4) {
      parts.push('', ...Array.from({length: between(rnd, 2, 5)}, () => `- ${sentence(rnd)}`));
    }
    if (rnd() < 0.3) {
      parts.push(
        '',
        `### ${pick(rnd, v.headings)} ${s + 1}.1`,
        '',
        paragraph(rnd, between(rnd, 2, 5)),
      );
    }
  }
  return `${parts.join('\n')}\n`;
}

/** A short notice pointing to its full post of the same day, like the archive's "new" posts. */
function notice(rnd: Random, postTitle: string, target: string) {
  return [
    '---',
    `title: ${JSON.stringify(postTitle)}`,
    `description: ${JSON.stringify(sentence(rnd))}`,
    '---',
    '',
    sentence(rnd),
    '',
    '<!-- truncate -->',
    '',
    `${sentence(rnd)} Read [the full post](${target}).`,
    '',
  ].join('\n');
}

/**
 * `count` posts for one blog, with its own tags and authors; about one in eight is a notice of a
 * post of its day.
 */
export function generatePosts(source: BlogSource, options: GenerateOptions) {
  if (!source.tags.length || !source.authors.length) {
    throw new Error(`${source.dir}: the synthetic posts need at least one tag and one author`);
  }
  if (options.firstYear > options.lastYear) {
    throw new Error(`years out of order: ${options.firstYear} > ${options.lastYear}`);
  }
  const rnd = randomSource(options.seed);
  const taken = new Set(source.existing);
  const out: SyntheticPost[] = [];
  const freeName = (day: string, slug: string) => {
    for (let i = 0; ; i++) {
      const name = `${day}-${i ? `${i}-` : ''}${slug}.md`;
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
  };
  while (out.length < options.count) {
    const day = date(rnd, options.firstYear, options.lastYear);
    const postTitle = title(rnd);
    const full = freeName(day, `scale-${out.length}`);
    out.push({fileName: full, text: fullPost(rnd, source, postTitle)});
    if (out.length < options.count && rnd() < 1 / 7) {
      // Notice slugs read "new" or "N-new" (src/lib/notices.ts, noticeOf); freeName gives both.
      out.push({
        fileName: freeName(day, 'new'),
        text: notice(rnd, postTitle, postRoute(source.routeBase, full)),
      });
    }
  }
  return out;
}
