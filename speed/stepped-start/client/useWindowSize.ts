// The stepped-start piece's useWindowSize, in place of theme-common's lib/hooks/useWindowSize.js:
// 'ssr' while the page hydrates, then 'desktop' past 996 px (Infima's breakpoint) or 'mobile'. Set
// in a transition, for the reason browserContext.tsx gives: on a phone, the first size renders the
// phone menu and the docs sidebar's panel in it.
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

export function useWindowSize({desktopBreakpoint = 996} = {}): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => {
      const now = window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
      startTransition(() => setSize(now));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return size;
}
