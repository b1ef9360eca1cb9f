import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * In the browser bundle, the route table's ComponentCreator becomes a lazy
 * one (src/lib/lazyRouteComponent.tsx) that builds each route's component
 * when the route is first shown or prefetched. The server bundle keeps
 * Docusaurus's own, so the pages it renders are unchanged.
 */
export default function lazyRouteComponentsPlugin(): Plugin {
  return {
    name: 'lazy-route-components',
    configureWebpack(config, isServer) {
      // Docusaurus's own alias for the name is replaced, not shadowed: a
      // rule-level alias loses to it. The lazy module imports the original by
      // its file path, which this alias does not cover.
      const alias = config.resolve?.alias as Record<string, string> | undefined;
      if (!isServer && alias?.['@docusaurus/ComponentCreator']) {
        alias['@docusaurus/ComponentCreator'] = path.resolve(__dirname, '../../src/lib/lazyRouteComponent.tsx');
      } else if (!isServer) {
        throw new Error('lazy-route-components: Docusaurus no longer aliases @docusaurus/ComponentCreator; remove this plugin or update it');
      }
      return {};
    },
  };
}
