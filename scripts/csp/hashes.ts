// The Content-Security-Policy hashes of the built site's inline scripts, computed from the build.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

const htmlFiles = (dir: string) =>
  fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => !entry.isDirectory() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** The inline scripts a page runs: no src, a JavaScript type (JSON-LD data blocks are not run). */
export function inlineScripts(html: string) {
  const scripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1]!;
    if (/\bsrc\s*=/.test(attrs)) continue;
    const type = /\btype\s*=\s*"?([^"\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    if (m[2]!.length) scripts.push(m[2]!);
  }
  return scripts;
}

/**
 * The redirect pages of old addresses (plugins/address-forms): a meta refresh plus a script doing
 * the same.
 */
export function isRedirectPage(html: string) {
  return /<meta[^>]*http-equiv="?refresh/i.test(html);
}

// 'sha256-…' of every distinct inline script of the build but the redirect pages': nginx answers
// their addresses with a 301 first, and their meta refresh works without the script anyway.
export function inlineScriptHashes(buildDir: string) {
  const hashes = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    if (isRedirectPage(html)) continue;
    for (const script of inlineScripts(html)) {
      hashes.add(`'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The nginx include that defines $csp_script_hashes. */
export function cspConf(hashes: string[]) {
  return [
    '# Generated from the build by scripts/csp/cli.ts: the hashes of the inline scripts,',
    '# so the Content-Security-Policy allows them without allowing inline scripts in general.',
    `map "" $csp_script_hashes { default "${hashes.join(' ')}"; }`,
    '',
  ].join('\n');
}
