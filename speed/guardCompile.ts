// A small production compile with a piece's configureWebpack, so the guard tests can watch it stop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack, type Configuration, type RspackPluginInstance} from '@rspack/core';
import type {Plugin} from '@docusaurus/types';
import {writeFiles} from '../scripts/scratchDir';

const repoModules = path.resolve(__dirname, '../node_modules');

export type GuardCompile = {
  /** Paths under a scratch folder (node_modules/@docusaurus/core/lib/client/x.js, so the pieces' rules match them) and their text. */
  files: Record<string, string>;
  /** What the compile's entry imports: files of `files` (all of them by default), or absolute paths. */
  imports?: string[];
  /** Requests that resolve to a file of `files` (`@generated/routes`, `@theme/Loading`), as Docusaurus's aliases do. */
  aliases?: Record<string, string>;
  /** Which of the piece's bundler plugins to keep (its guard and replacements; not, say, an emitter that needs a whole site). */
  keep?: (plugin: object) => boolean;
};

/**
 * A small production browser compile for the guard tests, with the piece's configureWebpack: `files`
 * stand in for upstream code, other packages and our own modules are the real ones. Resolves with its errors.
 */
export async function compileWithPiece(
  plugin: Plugin,
  {files, imports, aliases = {}, keep = () => true}: GuardCompile,
): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'speed-guard-'));
  try {
    writeFiles(dir, files);
    const entry = (imports ?? Object.keys(files)).map(
      (file, i) => `import * as m${i} from '${path.resolve(dir, file)}'; console.log(m${i});`,
    );
    fs.writeFileSync(path.join(dir, 'entry.js'), entry.join('\n'));
    const base: Configuration = {
      mode: 'production',
      context: dir,
      entry: path.join(dir, 'entry.js'),
      target: 'web',
      output: {path: path.join(dir, 'out')},
      optimization: {minimize: false},
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs'],
        modules: [path.join(dir, 'node_modules'), repoModules],
        alias: Object.fromEntries(
          Object.entries(aliases).map(([request, file]) => [`${request}$`, path.join(dir, file)]),
        ),
      },
      module: {
        rules: [
          // Every script: a replaced module keeps the loaders of the .js file it replaces, and ours are TypeScript.
          {
            test: /\.[jt]sx?$/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: {syntax: 'typescript', tsx: true},
                transform: {react: {runtime: 'automatic'}},
              },
            },
          },
          // Stylesheets as text: the compile is about imports.
          {test: /\.css$/, type: 'asset/source'},
        ],
      },
    };
    const added = await plugin.configureWebpack!(
      base as never,
      false,
      {currentBundler: {name: 'rspack', instance: rspack}} as never,
      {} as never,
    );
    const config: Configuration = {
      ...base,
      plugins: ((added?.plugins ?? []) as RspackPluginInstance[]).filter(keep),
      module: {
        rules: [...(base.module?.rules ?? []), ...((added?.module?.rules ?? []) as never[])],
      },
    };
    return await new Promise<string[]>((resolve, reject) => {
      rspack(config).run((error, stats) => {
        if (error) return resolve([error.message]);
        if (!stats) return reject(new Error('no stats'));
        resolve(stats.toJson({all: false, errors: true}).errors?.map((e) => e.message) ?? []);
      });
    });
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
