// A plugin that writes /build-info.json, so anyone can tell which commit is live.
import {execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export type BuildInfo = {
  commit: string;
  builtAt: string;
  docusaurus: string;
  node: string;
  url: string;
  baseUrl: string;
};

/**
 * SITE_COMMIT, else the checkout's HEAD, else "unknown" (outside a checkout the site is the same).
 */
export function buildCommit(siteDir: string, given = process.env.SITE_COMMIT): string {
  if (given) {
    if (!/^[0-9a-f]{7,40}$/.test(given)) {
      throw new Error(
        `SITE_COMMIT must be a git commit id (7 to 40 hex digits), not ${JSON.stringify(given)}`,
      );
    }
    return given;
  }
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * /build-info.json: what is live, and what the deploy checks (a preview's build never goes to the
 * root, nor the reverse).
 */
export default function buildInfoPlugin(context: LoadContext): Plugin {
  return {
    name: 'build-info',
    async postBuild({outDir}) {
      const info: BuildInfo = {
        commit: buildCommit(context.siteDir),
        builtAt: new Date().toISOString(),
        docusaurus: (
          createRequire(__filename)('@docusaurus/core/package.json') as {version: string}
        ).version,
        node: process.versions.node,
        url: context.siteConfig.url,
        baseUrl: context.siteConfig.baseUrl,
      };
      await fs.writeFile(
        path.join(outDir, 'build-info.json'),
        `${JSON.stringify(info, null, 2)}\n`,
      );
    },
  };
}
