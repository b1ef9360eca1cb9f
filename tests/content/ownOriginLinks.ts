// A content check: absolute links to podman.io in the sources must resolve in this build.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Absolute links to podman.io in the sources: each must resolve in the build (the old site's
 * slides, say, do not).
 */
export type OwnOriginLink = {file: string; line: number; url: string};

// Not "podman.io.example", not "docs.podman.io".
const ownOrigin = /(?<![\w.-])https?:\/\/(?:www\.)?podman\.io(?![\w-]|\.[\w-])[^\s)"'`<>\]]*/gi;

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

export function scanSources(siteDir: string, dirs: string[] = linkSourceDirs): OwnOriginLink[] {
  const links: OwnOriginLink[] = [];
  const walk = (rel: string) => {
    const abs = path.join(siteDir, rel);
    if (!fs.existsSync(abs)) {
      throw new Error(`${abs}: source directory of the link check does not exist`);
    }
    for (const entry of fs.readdirSync(abs, {withFileTypes: true})) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.(mdx?|tsx?|json|ya?ml)$/.test(entry.name)) {
        links.push(
          ...findOwnOriginLinks(child, fs.readFileSync(path.join(siteDir, child), 'utf8')),
        );
      }
    }
  };
  dirs.forEach(walk);
  return links;
}

/**
 * Why the link does not resolve to a file or page (path.html, path/index.html) and its #fragment's
 * id, or null.
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
  const target =
    (pathname === '' ? inBuild('index.html') : null) ??
    inBuild(pathname) ??
    inBuild(`${pathname}.html`) ??
    inBuild(`${pathname}/index.html`);
  if (!target) return `the build has no page or file at ${pathname || '/'}`;
  const fragment = decodeURIComponent(parsed.hash.slice(1));
  if (fragment && target.endsWith('.html')) {
    const html = fs.readFileSync(target, 'utf8');
    if (!html.includes(`id="${fragment}"`)) {
      return `the page ${pathname || '/'} has no element with id "${fragment}"`;
    }
  }
  return null;
}
