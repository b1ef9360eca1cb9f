export type ColorModeChoice = 'light' | 'dark' | null;

/**
 * The choice after a click of the colour mode switch. The theme's cycle is
 * system → light → dark → system, so for most visitors (whose system is
 * light) the first click changes nothing they can see. Ours goes first to
 * the mode the page is not showing, then to the one it showed, then back to
 * following the system: every state stays reachable in three clicks.
 */
export function nextColorModeChoice(choice: ColorModeChoice, system: 'light' | 'dark'): ColorModeChoice {
  const other = system === 'dark' ? 'light' : 'dark';
  const cycle: ColorModeChoice[] = [null, other, system];
  return cycle[(cycle.indexOf(choice) + 1) % cycle.length]!;
}
