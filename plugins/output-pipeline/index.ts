import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeSearchIndex} from '../search-index';
import {writeAddressForms, writeRedirectPages} from '../address-forms';
import {precompress} from '../../scripts/precompress';

/** What each step is given: the build it works on. */
export type BuiltSite = {outDir: string; baseUrl: string; siteDir: string; siteUrl: string; routesPaths: string[]; staticDirs: string[]};

export type OutputStep = {name: string; run: (site: BuiltSite) => Promise<void>};

/**
 * Which files the bundler or this pipeline wrote: the bundles and what the
 * bundler copied from the static folders, the pages and the search index.
 * Other plugins write files in their own postBuild (the feeds, the sitemap,
 * llms.txt, build-info.json) at the same time as this pipeline, so their
 * files may be half written when it ends: they are left to nginx, which
 * compresses them as it sends them (gzip on, deploy/nginx.conf).
 */
export function writtenBeforeOrHere(site: Pick<BuiltSite, 'staticDirs'>): (file: string) => boolean {
  return (file) =>
    file.startsWith('assets/') || file.startsWith('pagefind/') || file.endsWith('.html') || site.staticDirs.some((dir) => fs.existsSync(path.join(dir, file)));
}

/** The files precompression takes: those written before or here, without the pages for `assets`. */
export function compressedFiles(site: Pick<BuiltSite, 'staticDirs'>, mode: 'all' | 'assets'): (file: string) => boolean {
  const written = writtenBeforeOrHere(site);
  return (file) => written(file) && (mode === 'all' || !file.endsWith('.html'));
}

/** What the pipeline is given besides the build: the optional steps. */
export type PipelineOptions = {
  /** The speed layer's route-data step; absent with the layer off. */
  routeData?: OutputStep['run'];
  /**
   * Whether to write .gz and .br files for nginx (SITE_PRECOMPRESS=1: the
   * container image, the benches that serve with nginx). GitHub Pages
   * compresses as it sends and would only publish them unused. `assets`
   * (the test builds) leaves out the pages: no test reads their encodings,
   * and the image's build, whose pages differ, compresses its own.
   */
  precompress: false | 'all' | 'assets';
  /** Where the encodings are kept between builds (SITE_PRECOMPRESS_CACHE), relative to the site. */
  precompressCache?: string;
};

/**
 * The steps, in their order: the route data goes into each page (a step of
 * the speed layer's route-data piece; absent without it), the search index
 * reads the pages, the pages get their second names (copies of the final
 * page, which the index must not list twice), the redirect pages are written,
 * and, when asked for, everything is compressed for nginx.
 */
export function outputSteps({routeData, precompress: compress, precompressCache}: PipelineOptions): OutputStep[] {
  return [
    ...(routeData ? [{name: 'route data', run: routeData}] : []),
    {name: 'search index', run: writeSearchIndex},
    {name: 'address forms', run: writeAddressForms},
    {name: 'redirect pages', run: writeRedirectPages},
    ...(compress ? [{name: 'precompression', run: async (site: BuiltSite) => void (await precompress(site.outDir, compressedFiles(site, compress), precompressCache && path.resolve(site.siteDir, precompressCache)))}] : []),
  ];
}

/** Runs the steps one after the other; returns each one's seconds. */
export async function runSteps(steps: OutputStep[], site: BuiltSite): Promise<string[]> {
  const times: string[] = [];
  for (const step of steps) {
    const started = performance.now();
    await step.run(site);
    times.push(`${step.name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return times;
}

/**
 * The one plugin that works on the built pages after the bundles (issue 43).
 * Docusaurus runs every plugin's postBuild at the same time, with no order
 * between plugins (facebook/docusaurus#4138), so what must happen in order
 * happens here, in one postBuild, each step a function of its owner.
 * `docusaurus start` runs no postBuild: the dev server serves none of this.
 */
export default function outputPipelinePlugin(options: PipelineOptions): (context: LoadContext) => Plugin {
  return (context) => ({
    name: 'output-pipeline',
    async postBuild({outDir, baseUrl, siteConfig, routesPaths}) {
      const staticDirs = siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir));
      const site: BuiltSite = {outDir, baseUrl, siteDir: context.siteDir, siteUrl: siteConfig.url, routesPaths, staticDirs};
      const times = await runSteps(outputSteps(options), site);
      console.log(`[output-pipeline] ${times.join(', ')}`);
    },
  });
}
