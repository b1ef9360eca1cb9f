// The stepped-start piece's browserContext, in place of core's lib/client/browserContext.js: what
// useIsBrowser reads, false while the page hydrates and true after. Docusaurus sets it from an
// effect as an ordinary update, which React renders in one go, with every reader of it and what
// they change (the colour switch, themed images); on a phone-sized /docs/installation that was a
// task of 15 ms (unthrottled). Set in a transition, it renders in slices, as hydration itself does
// (clientEntry.ts).
import React, {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
