// A client module: after Back or Forward, focus goes back to the link that was activated on that
// page. Docusaurus brings the scroll back, not the focus, so the next Tab started again at "Skip to
// main content".
import type {ClientModule} from '@docusaurus/types';

/** What focus goes back to on each history entry: a selector, and which of its matches. */
const activated = new Map<string, [selector: string, nth: number]>();
let returning = false;

/** The history entry: react-router's key (the first page loaded has none) and its address. */
const entry = () => `${(history.state as {key?: string} | null)?.key} ${location.href}`;

if (typeof window !== 'undefined') {
  // In the capture phase: before the link's own handler has moved to the next page.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest('a[href]');
      if (!link) return;
      // A link of the phone menu or of the search dialog goes with it: the button that opened it
      // takes the focus.
      let selector = `a[href="${CSS.escape(link.getAttribute('href')!)}"]`;
      if (link.closest('.navbar-sidebar')) selector = 'button.navbar__toggle';
      else if (link.closest('dialog')) selector = 'button[aria-haspopup]';
      const nth = [...document.querySelectorAll(selector)].indexOf(link);
      activated.set(entry(), [selector, Math.max(nth, 0)]);
    },
    true,
  );
  window.addEventListener('popstate', () => (returning = true));
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    const [selector, nth] = (returning && activated.get(entry())) || [];
    returning = false;
    if (selector) {
      document.querySelectorAll<HTMLElement>(selector)[nth!]?.focus({preventScroll: true});
    }
  },
};

export default clientModule;
