import {useEffect} from 'react';
import {phoneMenu} from '@site/src/data/phoneMenu';

/**
 * What a keyboard can reach in the drawer now, as the browser itself says
 * (an element's tabIndex is 0 or more exactly when Tab stops on it), not in a
 * hidden (inert) panel, and shown.
 */
function reachable(drawer: HTMLElement): HTMLElement[] {
  return [...drawer.querySelectorAll<HTMLElement>('*')].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLElement & {disabled?: boolean}).disabled && !el.closest('[inert]') && el.getClientRects().length > 0,
  );
}

/**
 * Keyboard manners for the phone menu (the theme's drawer) while it is open:
 * it is a named modal dialog; the rest of the page is inert, so nothing
 * behind it takes focus; focus starts at its first item; Tab past its last
 * item (and Shift+Tab before its first) comes round to the other end rather
 * than leaving for the browser's own controls; Esc closes it and puts focus
 * back on the menu button. `close` must be stable
 * (the theme's toggle is), or the effect would run again on every render.
 */
export function useDrawerFocus(shown: boolean, close: () => void): void {
  useEffect(() => {
    if (!shown) return undefined;
    const drawer = document.querySelector<HTMLElement>('.navbar-sidebar');
    const navbar = drawer?.closest<HTMLElement>('nav.navbar');
    if (!drawer || !navbar) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const from = location.pathname;

    const dialog = {role: 'dialog', 'aria-modal': 'true', 'aria-label': phoneMenu.name};
    for (const [name, value] of Object.entries(dialog)) drawer.setAttribute(name, value);

    // Behind the drawer: the navbar's own row and everything beside the navbar.
    const behind = [
      ...navbar.querySelectorAll<HTMLElement>(':scope > .navbar__inner'),
      ...[...(navbar.parentElement?.children ?? [])].filter((el): el is HTMLElement => el !== navbar && el instanceof HTMLElement),
    ].filter((el) => !el.inert);
    for (const el of behind) el.inert = true;

    // The first item of the panel in view (the site's links, or a doc's
    // sidebar). The drawer slides in from visibility: hidden, and a hidden
    // element takes no focus: try again each frame until it does.
    let frame = 0;
    let attempts = 0;
    const focusFirst = () => {
      const items = drawer.querySelector<HTMLElement>('.navbar-sidebar__items');
      const first = reachable(items ?? drawer)[0] ?? reachable(drawer)[0];
      first?.focus();
      if (first && document.activeElement !== first && ++attempts < 60) frame = requestAnimationFrame(focusFirst);
    };
    frame = requestAnimationFrame(focusFirst);

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const all = reachable(drawer);
      if (all.length === 0) return;
      const first = all[0]!;
      const last = all.at(-1)!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !drawer.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !drawer.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);

    return () => {
      cancelAnimationFrame(frame);
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
