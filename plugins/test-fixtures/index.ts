import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Routes that exist only in test builds (SITE_FIXTURES=1), to provoke states a
 * production build cannot: a render crash and a slow or failing lazy chunk.
 * A table too wide for a phone shows the scrolling table box.
 * They are kept out of the sitemap and marked noindex; production never loads
 * this plugin (see docusaurus.config.ts).
 */
export const fixtureRoutes = {
  crash: '/__fixtures/crash',
  loader: '/__fixtures/loader',
  wideTable: '/__fixtures/wide-table',
} as const;

export default function testFixturesPlugin({baseUrl}: LoadContext): Plugin {
  // Under the site's base URL, as every route of the site is.
  const at = (route: string) => `${baseUrl}${route.slice(1)}`;
  return {
    name: 'test-fixtures',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: at(fixtureRoutes.crash),
        component: path.join(__dirname, 'components/CrashPage.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: at(fixtureRoutes.loader),
        component: path.join(__dirname, 'components/LoaderPage.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: at(fixtureRoutes.wideTable),
        component: path.join(__dirname, 'components/WideTablePage.tsx'),
        exact: true,
      });
    },
  };
}
