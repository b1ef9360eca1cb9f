// What the client entry loads last, imported by name so the build keeps only what is
// used, in the order of Docusaurus's entry (the stylesheet's order follows). window.docusaurus
// is route-data's; preload and routes are imported as core's client imports them, so both get
// the one module route-data swaps in (imported by its own path, it would be bundled twice).
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
