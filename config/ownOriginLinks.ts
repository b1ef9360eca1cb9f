import fs from 'node:fs';
import path from 'node:path';

/**
 * Absolute links to the site's own origin (podman.io, with or without www,
 * over http or https) in the sources, and whether each resolves to a page or
 * file of a build. Such a link works only where the site is deployed, and
 * only if the build has what it points to: the old site's asciinema and
 * slide files, for one, are not part of this site.
 */
export type OwnOriginLink = {file: string; line: number; url: string};

// Ends at the host: "podman.io" must not be followed by more host name
// ("podman.io.example") and must not be a sub-domain ("docs.podman.io").
const ownOrigin = /(?<![\w.-])https?:\/\/(?:www\.)?podman\.io(?![\w-]|\.[\w-])[^\s)"'`<>\]]*/gi;

/** The directories whose files carry links a reader can follow. */
export const linkSourceDirs = ['blog', 'release', 'docs', 'src/data'];

export function findOwnOriginLinks(file: string, text: string): OwnOriginLink[] {
  const links: OwnOriginLink[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(ownOrigin)) {
      // A sentence's full stop or comma after a bare URL is not part of it.
      links.push({file, line: index + 1, url: match[0].replace(/[.,;:!?]+$/, '')});
    }
  });
  return links;
}

/** Every own-origin link in the text files under the given directories of the site. */
export function scanSources(siteDir: string, dirs: string[] = linkSourceDirs): OwnOriginLink[] {
  const links: OwnOriginLink[] = [];
  const walk = (rel: string) => {
    const abs = path.join(siteDir, rel);
    if (!fs.existsSync(abs)) throw new Error(`${abs}: source directory of the link check does not exist`);
    for (const entry of fs.readdirSync(abs, {withFileTypes: true})) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.(mdx?|tsx?|json|ya?ml)$/.test(entry.name)) {
        links.push(...findOwnOriginLinks(child, fs.readFileSync(path.join(siteDir, child), 'utf8')));
      }
    }
  };
  dirs.forEach(walk);
  return links;
}

/**
 * Why the link does not resolve in the build, or null when it does: its path
 * must be a file of the build, or a page (path.html or path/index.html), and
 * its #fragment, if any, an id on that page.
 */
export function unresolvedReason(buildDir: string, url: string): string | null {
  const parsed = new URL(url);
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname).replace(/\/+$/, '');
  } catch {
    return `its path ${parsed.pathname} is not valid percent-encoding`;
  }
  const inBuild = (rel: string) => {
    const file = path.join(buildDir, rel);
    return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
  };
  const target = (pathname === '' ? inBuild('index.html') : null) ?? inBuild(pathname) ?? inBuild(`${pathname}.html`) ?? inBuild(`${pathname}/index.html`);
  if (!target) return `the build has no page or file at ${pathname || '/'}`;
  const fragment = decodeURIComponent(parsed.hash.slice(1));
  if (fragment && target.endsWith('.html')) {
    const html = fs.readFileSync(target, 'utf8');
    if (!html.includes(`id="${fragment}"`)) return `the page ${pathname || '/'} has no element with id "${fragment}"`;
  }
  return null;
}
