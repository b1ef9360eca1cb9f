// The lazily loaded chunk of the loader fixture page (LoaderPage.tsx), which a test can delay or
// fail.
import React, {useLayoutEffect, type ReactNode} from 'react';

export default function LazyPanel(): ReactNode {
  // Marks when the panel is on the page, for the loader's timing tests.
  useLayoutEffect(() => {
    performance.mark('lazy-panel:shown');
  }, []);
  return <p data-testid="lazy-panel">The lazily loaded panel arrived.</p>;
}
