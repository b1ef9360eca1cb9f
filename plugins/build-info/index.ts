import {execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export type BuildInfo = {commit: string; builtAt: string; docusaurus: string; node: string; url: string; baseUrl: string};

/**
 * The commit a build was made from: SITE_COMMIT when the caller knows it
 * (CI passes GITHUB_SHA's value through it), else the checkout's HEAD. A build
 * outside a git checkout says "unknown" rather than fail: the site is the same.
 */
export function buildCommit(siteDir: string, given = process.env.SITE_COMMIT): string {
  if (given) {
    if (!/^[0-9a-f]{7,40}$/.test(given)) throw new Error(`SITE_COMMIT must be a git commit id (7 to 40 hex digits), not ${JSON.stringify(given)}`);
    return given;
  }
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * Writes /build-info.json: which commit the published site was built from, when,
 * with which Docusaurus and Node, and for which address, so a maintainer can
 * tell what is live (`curl https://podman.io/build-info.json`) and the deploy
 * can check it (a preview's build never goes to the root, nor the reverse).
 */
export default function buildInfoPlugin(context: LoadContext): Plugin {
  return {
    name: 'build-info',
    async postBuild({outDir}) {
      const info: BuildInfo = {
        commit: buildCommit(context.siteDir),
        builtAt: new Date().toISOString(),
        docusaurus: (createRequire(__filename)('@docusaurus/core/package.json') as {version: string}).version,
        node: process.versions.node,
        url: context.siteConfig.url,
        baseUrl: context.siteConfig.baseUrl,
      };
      await fs.writeFile(path.join(outDir, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
    },
  };
}
