import fs from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {redirects} from '../../config/redirects';
import {htmlStepsOver} from '../htmlSteps';
import {formFiles, type FormFile} from './forms';
import {redirectPage} from './redirectPage';

/**
 * Every form of every address answers on GitHub Pages (forms.ts): after the
 * build, each page under its second name and a redirect page at each old
 * `.html` address. Under nginx (deploy/nginx.conf) these forms get a real 301
 * first and the files are never served.
 */
export default function addressFormsPlugin(context: LoadContext): Plugin {
  return {
    name: 'address-forms',
    async postBuild({outDir, routesPaths, plugins}) {
      // The second names are copies of the final pages (route data in), made
      // after the search index has read the site, which must list each page once.
      await htmlStepsOver(plugins);
      const forms = formFiles({
        routes: routesPaths,
        exists: (file) => existsSync(path.join(outDir, file)),
        oldAddresses: (route) => redirects.createRedirects(route) ?? [],
        fixed: redirects.redirects,
      });
      for (const form of forms) await write(outDir, form, context.siteConfig.url);
    },
  };
}

async function write(outDir: string, form: FormFile, siteUrl: string): Promise<void> {
  const target = path.join(outDir, form.file);
  await fs.mkdir(path.dirname(target), {recursive: true});
  try {
    if ('copyOf' in form) {
      // A hard link: no second copy on disk, and scripts/precompress.ts compresses it once.
      await fs.link(path.join(outDir, form.copyOf), target).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code === 'EEXIST') throw err;
        await fs.copyFile(path.join(outDir, form.copyOf), target, fs.constants.COPYFILE_EXCL);
      });
    } else {
      // 'wx': a file another plugin wrote meanwhile is kept, never replaced.
      await fs.writeFile(target, redirectPage(form.redirectTo, siteUrl), {flag: 'wx'});
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw new Error(`address-forms: could not write ${form.file}: ${(err as Error).message}`, {cause: err});
  }
}
