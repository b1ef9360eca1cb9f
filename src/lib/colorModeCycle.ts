// The colour mode switch's cycle (src/theme/ColorModeToggle).
export type ColorModeChoice = 'light' | 'dark' | null;

/**
 * system → the other mode → the system's mode → system: the theme's first click (to light) shows
 * nothing on a light system.
 */
export function nextColorModeChoice(
  choice: ColorModeChoice,
  system: 'light' | 'dark',
): ColorModeChoice {
  const other = system === 'dark' ? 'light' : 'dark';
  const cycle: ColorModeChoice[] = [null, other, system];
  return cycle[(cycle.indexOf(choice) + 1) % cycle.length]!;
}
