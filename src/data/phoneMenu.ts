/**
 * The phone menu's name while it is open as a dialog (src/lib/useDrawerFocus.ts), and its button's
 * before hydration (the theme's words).
 */
export const phoneMenu = {name: 'Site menu', toggle: 'Toggle navigation bar'};
