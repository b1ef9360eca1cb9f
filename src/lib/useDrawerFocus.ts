import {useEffect} from 'react';
import {phoneMenu} from '@site/src/data/phoneMenu';

/**
 * The phone menu (the theme's drawer) as a modal dialog while it is open: it
 * is named, the rest of the page is inert, focus starts at its first item and
 * goes back to the menu button when it closes (Esc too). Inert does the
 * keeping in; no list of focusable elements, no Tab handling. Where focus
 * would fall out of the dialog onto the page's body (past its last or first
 * item, or on a click on blank space) it returns to the dialog itself, from
 * which Tab and Shift+Tab go on round its items. `close` must be stable (the
 * theme's toggle is), or the effect would run on every render.
 */
export function useDrawerFocus(shown: boolean, close: () => void): void {
  useEffect(() => {
    if (!shown) return undefined;
    const drawer = document.querySelector<HTMLElement>('.navbar-sidebar');
    const navbar = drawer?.closest<HTMLElement>('nav.navbar');
    if (!drawer || !navbar) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const from = location.pathname;

    const dialog = {role: 'dialog', 'aria-modal': 'true', 'aria-label': phoneMenu.name, tabindex: '-1'};
    for (const [name, value] of Object.entries(dialog)) drawer.setAttribute(name, value);

    // Behind the drawer: the navbar's own row and everything beside the navbar.
    const behind = [
      ...navbar.querySelectorAll<HTMLElement>(':scope > .navbar__inner'),
      ...[...(navbar.parentElement?.children ?? [])].filter((el): el is HTMLElement => el !== navbar && el instanceof HTMLElement),
    ].filter((el) => !el.inert);
    for (const el of behind) el.inert = true;

    // The first item of the panel in view (the site's links, or a doc's
    // sidebar; the theme makes the other panel inert). The drawer slides in
    // from visibility: hidden, and a hidden element takes no focus: try again
    // each frame until it does.
    let frame = 0;
    let attempts = 0;
    const focusFirst = () => {
      const first = drawer.querySelector<HTMLElement>('.navbar-sidebar__item:not([inert]) :is(a[href], button)');
      first?.focus();
      if (first && document.activeElement !== first && ++attempts < 60) frame = requestAnimationFrame(focusFirst);
    };
    frame = requestAnimationFrame(focusFirst);

    const back = () => {
      if (document.activeElement === document.body) drawer.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null || !document.hasFocus()) return;
      // The dialog itself can take focus back only once its own blur is done:
      // at the end of this task, or, when the browser clears focus later, the next.
      if (event.target === drawer) {
        queueMicrotask(back);
        setTimeout(back);
      } else drawer.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    };
    drawer.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKey);

    return () => {
      cancelAnimationFrame(frame);
      drawer.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKey);
      for (const name of Object.keys(dialog)) drawer.removeAttribute(name);
      for (const el of behind) el.inert = false;
      // Closed where it was opened (Esc, ×, the backdrop): back to the menu button.
      // After a link, the new page decides where focus goes.
      const focusLeft = !document.activeElement || document.activeElement === document.body || drawer.contains(document.activeElement);
      if (location.pathname === from && focusLeft) opener?.focus();
    };
  }, [shown, close]); // the theme's close is stable (useCallback)
}
