import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {brotli} from '../precompress';
import {firstVisit, weightGroups} from './pageWeight';

export type ShippedFile = {file: string; bytes: number};
export type ShippedWeight = {html: ShippedFile[]; css: ShippedFile[]; js: ShippedFile[]; requests: number};

/** The build file that answers a URL path, as deploy/nginx.conf and GitHub Pages find it. */
export function buildFileFor(buildDir: string, pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/^\/+/, '');
  const candidates = clean === '' ? ['index.html'] : [clean, `${clean}.html`, path.join(clean, 'index.html')];
  return candidates.map((c) => path.join(buildDir, c)).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** A file's size as the site ships it: its `.br` beside it, or brotli at the same setting when it has none (small files). */
export function shippedBytes(file: string): number {
  const br = `${file}.br`;
  if (fs.existsSync(br)) return fs.statSync(br).size;
  return brotli(file, fs.readFileSync(file)).length;
}

/**
 * The files a first visit to a page fetches (found by loading it in the
 * browser), each weighed as the build ships it, brotli-compressed, without
 * headers. Unlike the bytes over the wire, this does not depend on the server
 * or its modules: the same build gives the same figures on any machine.
 */
export async function shippedWeight(browser: Browser, url: string, buildDir: string): Promise<ShippedWeight> {
  const origin = new URL(url).origin;
  const weight: ShippedWeight = {html: [], css: [], js: [], requests: 0};
  for (const request of await firstVisit(browser, url)) {
    weight.requests++;
    const at = new URL(request.url);
    const group = (['html', 'css', 'js'] as const).find((g) => (weightGroups[g] as readonly string[]).includes(request.type));
    if (!group || at.origin !== origin) continue;
    const file = buildFileFor(buildDir, at.pathname);
    if (!file) throw new Error(`${request.url}: no file in ${buildDir} answers it`);
    weight[group].push({file: path.relative(buildDir, file), bytes: shippedBytes(file)});
  }
  return weight;
}

export const totalBytes = (files: ShippedFile[]): number => files.reduce((n, f) => n + f.bytes, 0);
