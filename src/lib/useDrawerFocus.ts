// Keyboard manners for the phone menu while it is open (src/theme/Navbar/MobileSidebar).
import {useEffect} from 'react';
import {phoneMenu} from '@site/src/data/phoneMenu';

/** What Tab can reach now (tabIndex >= 0, as the browser says), not disabled, inert or hidden. */
function reachable(drawer: HTMLElement): HTMLElement[] {
  return [...drawer.querySelectorAll<HTMLElement>('*')].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLElement & {disabled?: boolean}).disabled &&
      !el.closest('[inert]') &&
      el.getClientRects().length > 0,
  );
}

/**
 * The open phone menu as a modal dialog (src/theme/README.md): the rest of the page is inert, so
 * nothing behind it takes focus; focus starts at its first item; Tab past its last item (and
 * Shift+Tab before its first) comes round to the other end rather than leaving for the browser's
 * own controls; Esc closes it and puts focus back on the menu button; "← Back to main menu" moves
 * it to the main menu's first item. `close` must be stable, as the theme's toggle is, or the effect
 * would run again on every render.
 */
export function useDrawerFocus(shown: boolean, close: () => void): void {
  useEffect(() => {
    if (!shown) return undefined;
    const drawer = document.querySelector<HTMLElement>('.navbar-sidebar');
    const navbar = drawer?.closest<HTMLElement>('nav.navbar');
    if (!drawer || !navbar) return undefined;
    const from = location.pathname;

    const dialog = {role: 'dialog', 'aria-modal': 'true', 'aria-label': phoneMenu.name};
    for (const [name, value] of Object.entries(dialog)) drawer.setAttribute(name, value);

    // Behind the drawer: the navbar's own row and everything beside the navbar.
    const behind = [
      ...navbar.querySelectorAll<HTMLElement>(':scope > .navbar__inner'),
      ...[...(navbar.parentElement?.children ?? [])].filter(
        (el): el is HTMLElement => el !== navbar && el instanceof HTMLElement,
      ),
    ].filter((el) => !el.inert);
    for (const el of behind) el.inert = true;

    // The drawer slides in from visibility: hidden, and the main menu comes back from inert,
    // neither of which takes focus at once: try again each frame until it does.
    let frame = 0;
    let attempts = 0;
    const focusFirst = (within: string) => {
      const first = reachable(drawer.querySelector<HTMLElement>(within) ?? drawer)[0];
      first?.focus();
      if (document.activeElement !== first && ++attempts < 60) {
        frame = requestAnimationFrame(() => focusFirst(within));
      }
    };
    frame = requestAnimationFrame(() => focusFirst('.navbar-sidebar__items'));
    // The main menu is the first of the drawer's two panels.
    const onBack = (event: MouseEvent) => {
      if (!(event.target as Element).closest('.navbar-sidebar__back')) return;
      attempts = 0;
      frame = requestAnimationFrame(() => focusFirst('.navbar-sidebar__item'));
    };
    drawer.addEventListener('click', onBack);

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
      drawer.removeEventListener('click', onBack);
      for (const name of Object.keys(dialog)) drawer.removeAttribute(name);
      for (const el of behind) el.inert = false;
      // Closed where it was opened (Esc, ×, the backdrop): back to the menu button.
      // After a link, the new page decides where focus goes.
      const focusLeft =
        !document.activeElement ||
        document.activeElement === document.body ||
        drawer.contains(document.activeElement);
      if (location.pathname === from && focusLeft) {
        navbar.querySelector<HTMLElement>('button.navbar__toggle')?.focus();
      }
    };
  }, [shown, close]);
}
