// Pipeline steps that write every page's second address form and the earlier site's redirect pages.
import fs from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import {redirectFiles, secondNames, type Redirects} from './forms';
import {redirectPage} from './redirectPage';

type Built = {outDir: string; baseUrl: string; siteUrl: string; routesPaths: string[]};

function routesUnderBase({routesPaths, baseUrl}: Built): string[] {
  return routesPaths
    .filter((route) => route.startsWith(baseUrl))
    .map((route) => `/${route.slice(baseUrl.length)}`);
}

/**
 * The output pipeline's step after the search index: every page under its second name (forms.ts), a
 * hard link to the page as it is then, with its route data in and after the index has read it, so
 * the index lists it once. A hard link: no second copy to store, and precompression compresses it
 * once.
 */
export async function writeAddressForms(built: Built): Promise<void> {
  const {outDir} = built;
  for (const {file, copyOf} of secondNames(routesUnderBase(built), (f) =>
    existsSync(path.join(outDir, f)),
  )) {
    const target = path.join(outDir, file);
    await fs.mkdir(path.dirname(target), {recursive: true});
    await fs.link(path.join(outDir, copyOf), target).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code === 'EEXIST') throw err;
      await fs.copyFile(path.join(outDir, copyOf), target, fs.constants.COPYFILE_EXCL);
    });
  }
}

/**
 * The old addresses as the output pipeline's options hold them: paths under the base URL, and a
 * function.
 */
const underBase = Joi.string().pattern(/^\//).required();
export const redirectsSchema = Joi.object({
  redirects: Joi.array()
    .items(Joi.object({from: underBase, to: underBase}))
    .required(),
  createRedirects: Joi.function().required(),
});

/** A redirect page at every old address of `redirects` (nginx answers them with a 301 first). */
export async function writeRedirectPages(built: Built, redirects: Redirects): Promise<void> {
  const {outDir, baseUrl, siteUrl} = built;
  for (const {file, redirectTo} of redirectFiles(
    routesUnderBase(built),
    (f) => existsSync(path.join(outDir, f)),
    redirects,
  )) {
    const target = path.join(outDir, file);
    await fs.mkdir(path.dirname(target), {recursive: true});
    // 'wx': nothing the build wrote is replaced.
    await fs.writeFile(target, redirectPage(`${baseUrl}${redirectTo.slice(1)}`, siteUrl), {
      flag: 'wx',
    });
  }
}
