// A test-only page whose content loads lazily, to show the theme's Loading spinner and its error
// box.
import React, {type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Loading from '@theme/Loading';
import Link from '@docusaurus/Link';

// The same pairing Docusaurus uses for every route: react-loadable with the
// theme's Loading component. The chunk is fetched only in the browser, so a
// test can delay it or make it fail.
const LazyPanel = Loadable({
  // The chunk name lets a test find (and hold or fail) this request.
  loader: () => {
    // Marks the moment react-loadable asks for the chunk (and starts its delay).
    performance.mark('lazy-panel:requested');
    return import(/* webpackChunkName: "lazy-panel" */ './LazyPanel');
  },
  loading: Loading,
});

export default function LoaderPage(): ReactNode {
  return (
    <Layout title="Loader fixture" noFooter>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="margin-vert--lg container">
        <h1>Loader fixture</h1>
        <p>
          <Link to="/__fixtures/crash?at=top">A page that crashes on arrival</Link>
        </p>
        <BrowserOnly>{() => <LazyPanel />}</BrowserOnly>
      </main>
    </Layout>
  );
}
