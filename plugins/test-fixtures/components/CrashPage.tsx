// A test-only page (/__fixtures/crash) that crashes on demand, to show the theme's crash screen.
import React, {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';

// Throws while rendering once the button is pressed, with a chain of causes,
// so a test can see the theme's crash screen. React retries a failed render
// before giving up, so recovery is switched on explicitly: a test sets
// window.fixtureRecovered before pressing "Try again".
function Bomb(): ReactNode {
  if ((window as unknown as {fixtureRecovered?: boolean}).fixtureRecovered) {
    return <p>Recovered after the crash.</p>;
  }
  const root = new Error('disk quota exceeded');
  const middle = new Error('could not write layer', {cause: root});
  throw new Error('Fixture render crash', {cause: middle});
}

export default function CrashPage({location}: {location: {search: string}}): ReactNode {
  const [armed, setArmed] = useState(false);
  // ?at=top: crash on arrival, outside the page layout, so the app's own
  // boundary catches it (the route never reports that it showed).
  if (location.search.includes('at=top')) return <Bomb />;
  return (
    <Layout title="Crash fixture" noFooter>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="margin-vert--lg container">
        <h1>Crash fixture</h1>
        <button type="button" className="button button--primary" onClick={() => setArmed(true)}>
          Crash this page
        </button>
        {armed && <Bomb />}
      </main>
    </Layout>
  );
}
