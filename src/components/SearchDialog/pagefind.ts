/** The part of Pagefind's browser API the dialog uses. */
export type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: {title?: string; section?: string; date?: string};
};
export type Pagefind = {
  init?: () => Promise<void>;
  search: (query: string) => Promise<{results: {id: string; data: () => Promise<PagefindResultData>}[]}>;
};

let loading: Promise<Pagefind> | undefined;

/**
 * Loads Pagefind's client from the static index written at build time. The
 * path is a real URL of the built site, not a module of the bundle, so the
 * bundler is told to leave the import alone.
 */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  loading ??= import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`).then(async (mod: Pagefind) => {
    await mod.init?.();
    return mod;
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Pagefind reports the built file's URL; the site's routes have no ".html". */
export function routeOf(url: string): string {
  return url.replace(/\/index\.html$/, '/').replace(/\.html(?=$|#)/, '');
}

function normalize(word: string): string {
  return word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/**
 * Pagefind matches loosely: a nonsense word can still bring back pages where
 * a single letter or a distant word was highlighted. A result is kept only
 * when one of its highlighted words begins like one of the query's words
 * (their first four characters, or the whole word when shorter).
 */
export function isRelevant(excerpt: string, query: string): boolean {
  const marks = [...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => normalize(m[1]!)).filter(Boolean);
  const words = query.split(/\s+/).map(normalize).filter(Boolean);
  return words.some((w) => {
    const stem = w.slice(0, 4);
    return marks.some((m) => m.startsWith(stem) || (m.length >= 3 && w.startsWith(m)));
  });
}
