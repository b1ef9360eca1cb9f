/** The phone menu's name while it is open as a dialog (src/lib/useDrawerFocus.ts). */
export const phoneMenu = {name: 'Site menu'};
