// A plugin, in test builds only, that adds the routes under /__fixtures/ for states production
// cannot show.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Routes that exist only in test builds (SITE_FIXTURES=1), to provoke states a production build
 * cannot: a render crash, a slow or failing lazy chunk, a table too wide for a phone. Kept out of
 * the sitemap and marked noindex; production never loads this plugin (see docusaurus.config.ts).
 */
const fixtureRoutes = {crash: 'CrashPage', loader: 'LoaderPage', 'wide-table': 'WideTablePage'};

export default function testFixturesPlugin({baseUrl}: LoadContext): Plugin {
  return {
    name: 'test-fixtures',
    async contentLoaded({actions}) {
      for (const [route, component] of Object.entries(fixtureRoutes)) {
        // Under the site's base URL, as every route of the site is.
        actions.addRoute({
          path: `${baseUrl}__fixtures/${route}`,
          component: path.join(__dirname, `components/${component}.tsx`),
          exact: true,
        });
      }
    },
  };
}
