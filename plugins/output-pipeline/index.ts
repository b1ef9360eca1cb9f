// The one writer of the built HTML after Docusaurus: every step that rewrites or adds to build/
// runs here in a fixed order (route data, search index, address forms, redirects, compression).
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {writeSearchIndex} from '../search-index';
import {redirectsSchema, writeAddressForms, writeRedirectPages} from '../address-forms';
import type {Redirects} from '../address-forms/forms';
import {precompress} from './precompress';

export type BuiltSite = {
  outDir: string;
  baseUrl: string;
  siteDir: string;
  siteUrl: string;
  routesPaths: string[];
  staticDirs: string[];
};

export type OutputStep = {name: string; run: (site: BuiltSite) => Promise<void>};

/**
 * The files precompression takes: the bundles, the static folders' copies, the pages (unless
 * `assets`) and the search index. Other plugins' postBuild files (feeds, sitemap, llms.txt,
 * build-info.json) may be half written when the pipeline ends: nginx compresses them as it sends
 * them (deploy/nginx.conf).
 */
export function compressedFiles(
  site: Pick<BuiltSite, 'staticDirs'>,
  mode: 'all' | 'assets',
): (file: string) => boolean {
  return (file) =>
    file.endsWith('.html')
      ? mode === 'all'
      : file.startsWith('assets/') ||
        file.startsWith('pagefind/') ||
        site.staticDirs.some((dir) => fs.existsSync(path.join(dir, file)));
}

export type PipelineOptions = {
  /** The speed layer's route-data step; absent with the layer off. */
  routeData?: OutputStep['run'];
  /**
   * .gz and .br files for nginx (SITE_PRECOMPRESS=1: the image, the nginx benches); GitHub Pages
   * compresses as it sends. `assets` (test builds) leaves out the pages: no test reads their
   * encodings.
   */
  precompress: false | 'all' | 'assets';
  /** Where the encodings are kept between builds (SITE_PRECOMPRESS_CACHE), relative to the site. */
  precompressCache?: string;
  /** The earlier site's addresses that get a redirect page (config/redirects.ts). */
  redirects: Redirects;
};

/**
 * Docusaurus checks the options docusaurus.config.ts gives (config/buildOnlyPlugins.ts) before the
 * build starts.
 */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<PipelineOptions, PipelineOptions>): PipelineOptions {
  const schema = Joi.object({
    routeData: Joi.function(),
    precompress: Joi.valid(false, 'all', 'assets').required(),
    precompressCache: Joi.string(),
    redirects: redirectsSchema.required(),
  });
  return validate(schema, options);
}

/**
 * In order: route data goes into each page, the index reads the pages before their second names
 * (copies it must not list twice).
 */
export function outputSteps({
  routeData,
  precompress: compress,
  precompressCache,
  redirects,
}: PipelineOptions): OutputStep[] {
  return [
    ...(routeData ? [{name: 'route data', run: routeData}] : []),
    {name: 'search index', run: writeSearchIndex},
    {name: 'address forms', run: writeAddressForms},
    {name: 'redirect pages', run: (site) => writeRedirectPages(site, redirects)},
    ...(compress
      ? [
          {
            name: 'precompression',
            run: async (site: BuiltSite) =>
              void (await precompress(
                site.outDir,
                compressedFiles(site, compress),
                precompressCache && path.resolve(site.siteDir, precompressCache),
              )),
          },
        ]
      : []),
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
 * The one plugin that works on the built pages (issue 43): Docusaurus runs all postBuilds at once,
 * in no order (facebook/docusaurus#4138), so what must happen in order happens here.
 */
export default function outputPipelinePlugin(
  context: LoadContext,
  options: PipelineOptions,
): Plugin {
  return {
    name: 'output-pipeline',
    async postBuild({outDir, baseUrl, siteConfig, routesPaths}) {
      const staticDirs = siteConfig.staticDirectories.map((dir) =>
        path.resolve(context.siteDir, dir),
      );
      const site: BuiltSite = {
        outDir,
        baseUrl,
        siteDir: context.siteDir,
        siteUrl: siteConfig.url,
        routesPaths,
        staticDirs,
      };
      const times = await runSteps(outputSteps(options), site);
      console.log(`[output-pipeline] ${times.join(', ')}`);
    },
  };
}
