// What a missing address under /blogs/, /release/ or /docs/ most likely meant, from the site's
// route paths (src/components/NotFoundSuggestions puts it on the not-found screen).
import {editDistance} from './editDistance';

/** The sections whose missing addresses get suggestions. */
const sections = new Set(['blogs', 'release', 'docs']);

export type Suggestions = {
  /**
   * The closest real address: the same day's posts first, then the nearest last segment, case
   * ignored.
   */
  closest?: string;
  /** The day's other posts, when the address has a date. */
  sameDay: string[];
};

/** `/blogs/2021/10/11` of a dated address, lower-cased; undefined for any other. */
function dayOf(path: string): string | undefined {
  return /^\/[^/]+\/\d{4}\/\d{2}\/\d{2}(?=\/|$)/.exec(path.toLowerCase())?.[0];
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** A day as one number (20211011), so that nearer days differ less. */
const dayNumber = (day: string) => Number(day.replace(/\D/g, ''));

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The first difference of two rankings, as sort() takes it. */
function byOrder(a: number[], b: number[]): number {
  return a.map((n, i) => n - b[i]!).find((d) => d !== 0) ?? 0;
}

/**
 * An address without a final .html, /index.html or slash, as GitHub Pages may be asked for a page.
 */
const bare = (address: string) => address.replace(/(\/index)?\.html$/, '').replace(/(.)\/+$/, '$1');

/**
 * The address's last segment as words, for a search box: decoded, its dashes and underscores
 * spaces.
 */
export function searchWords(address: string): string {
  return decoded(lastSegment(bare(address)))
    .replace(/[-_]+/g, ' ')
    .trim();
}

/**
 * For an address the site has no page at (site-relative, as typed), its closest page among `paths`
 * (the site's routes) and the other posts of its day; undefined outside the sections above. A near
 * slug is within a third of its letters, a slug cut short (four letters or more) as near as the
 * start of the one it was cut from. The closest is a post of the address's day with a near slug,
 * else another page with one, else a post of that day; ties go to the nearer slug, then the nearer
 * day.
 */
export function suggestionsFor(address: string, paths: readonly string[]): Suggestions | undefined {
  const typed = bare(address);
  const section = typed.split('/')[1]?.toLowerCase() ?? '';
  if (!sections.has(section)) return undefined;
  const slug = decoded(lastSegment(typed)).toLowerCase();
  const day = dayOf(typed);
  // A dated address was a post: the tag or list pages of its section are no guess for it.
  const within = paths.filter(
    (path) => path.toLowerCase().startsWith(`/${section}/`) && (!day || dayOf(path)),
  );
  const sameDay = day ? within.filter((path) => dayOf(path) === day) : [];
  const rank = (path: string) => {
    const other = lastSegment(path).toLowerCase();
    const whole = editDistance(slug, other);
    const start = slug.length >= 4 ? editDistance(slug, other.slice(0, slug.length)) : whole;
    const near = Math.min(whole, start) <= Math.max(1, Math.floor(slug.length / 3));
    const days = day ? Math.abs(dayNumber(dayOf(path)!) - dayNumber(day)) : 0;
    return [near ? 0 : 1, sameDay.includes(path) ? 0 : 1, Math.min(whole, start), whole, days];
  };
  const [best] = within.map((path) => ({path, by: rank(path)})).sort((a, b) => byOrder(a.by, b.by));
  const closest = best && (best.by[0] === 0 || best.by[1] === 0) ? best.path : undefined;
  return {closest, sameDay: sameDay.filter((path) => path !== closest)};
}
