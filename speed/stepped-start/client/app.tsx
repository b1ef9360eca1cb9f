// What the client entry loads last: the app element, window.docusaurus and
// the route preloader. Imported by name here, so the build keeps only what is
// used of each package (an import() of a package keeps all of it), and in
// the order of Docusaurus's entry, which the stylesheet's order follows.
import type {ReactNode} from 'react';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter} from 'react-router-dom';
import App from '@docusaurus/core/lib/client/App.js';

export {default as preload} from '@docusaurus/core/lib/client/preload.js';
export {default as normalizeLocation} from '@docusaurus/core/lib/client/normalizeLocation.js';
export {default as routes} from '@generated/routes';
export {default as docusaurus} from '@docusaurus/core/lib/client/docusaurus.js';

export function app(): ReactNode {
  return (
    <HelmetProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </HelmetProvider>
  );
}
