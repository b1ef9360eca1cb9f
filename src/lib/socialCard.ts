// Where each page's sharing card lives and how it is described, shared by the plugin that draws the
// cards (plugins/social-cards) and the pages' head, so both always agree on the address.
// 1200×630 (1.91:1), the size Open Graph consumers such as Facebook and LinkedIn show whole.
export const cardWidth = 1200;
export const cardHeight = 630;

export type CardSection = 'Blog' | 'Release' | 'Docs';

/**
 * Cards are named by route ("/pr-preview/pr-1/blogs/x" -> "/blogs/x"): a preview's are the
 * production cards.
 */
export function routeOf(permalink: string, baseUrl: string): string {
  return baseUrl !== '/' && permalink.startsWith(baseUrl)
    ? `/${permalink.slice(baseUrl.length)}`
    : permalink;
}

/**
 * Route "/blogs/2019/06/13/new" -> "/img/cards/blogs/2019/06/13/new.png"; the home page is
 * "home.png".
 */
export function cardPath(permalink: string): string {
  // The docs index is "/docs/" in its metadata, though served as "/docs". Segments never start
  // with a dot, so no card is written outside img/cards.
  const route = permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink;
  if (!/^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*)?$/.test(route)) {
    throw new Error(`social card: cannot make a file name from the permalink "${permalink}"`);
  }
  return `/img/cards${route === '/' ? '/home' : route}.png`;
}

export function cardAlt(title: string, section?: CardSection): string {
  const sectionNames: Record<string, string> = {Docs: 'docs', Blog: 'blog'};
  const where = section ? `Podman ${sectionNames[section] ?? 'release announcement'}` : 'Podman';
  return `${where}: ${title}`;
}

export function blogSection(route: string): CardSection {
  return route.startsWith('/release/') ? 'Release' : 'Blog';
}
