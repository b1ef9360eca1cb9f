// The plugins a production build needs and `npm start` leaves out: each writes files once the build
// is done.
import type {PluginConfig} from '@docusaurus/types';
import type {PipelineOptions} from '../plugins/output-pipeline';
import {withOptions} from './withOptions';

/**
 * The plugins whose work is files written after a build (postBuild): the feeds (one title and an
 * author per entry, copied to the earlier site's addresses), llms.txt, the sharing cards,
 * build-info.json, the GitHub Pages files and the output pipeline (search index, address forms,
 * precompression). `npm start` leaves them out (config/devServer.ts). Each module is imported when
 * Docusaurus loads the plugin, not with the config: the sharing cards' renderer alone took 1.5 s to
 * import.
 */
export function buildOnlyPlugins(pipeline: PipelineOptions): PluginConfig[] {
  return [
    async () => (await import('../plugins/feeds')).default(),
    async () => (await import('../plugins/llms-txt')).default(),
    async (context) => (await import('../plugins/social-cards')).default(context),
    async (context) => (await import('../plugins/build-info')).default(context),
    async () => (await import('../plugins/github-pages')).default(),
    // Everything done to the built pages, in order.
    withOptions(() => import('../plugins/output-pipeline'), pipeline),
  ];
}
