// What the client entry loads last: the app element, window.docusaurus and
// the route preloader. Imported by name here, so the build keeps only what is
// used of each package (an import() of a package keeps all of it), and in
// the order of Docusaurus's entry, which the stylesheet's order follows.
// window.docusaurus is route-data's (this piece needs it), imported from
// there: core's client/docusaurus.js, which route-data replaces for core's
// entry, is then not in the build at all. The preloader and the route tree
// are imported as core's client imports them, so that both get the one
// module route-data swaps in (a replaced module keeps the loaders of the
// file it replaces: imported by its own path, it would be bundled twice).
import type {ReactNode} from 'react';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter} from 'react-router-dom';
import App from '@docusaurus/core/lib/client/App.js';

export {default as preload} from '@docusaurus/core/lib/client/preload.js';
export {default as normalizeLocation} from '@docusaurus/core/lib/client/normalizeLocation.js';
export {default as routes} from '@generated/routes';
export {default as docusaurus} from '../../route-data/client/docusaurusGlobal';

export function app(): ReactNode {
  return (
    <HelmetProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </HelmetProvider>
  );
}
