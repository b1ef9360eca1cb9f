// A post edited until the open page shows the edit: the writer's loop, timed by `npm run bench:dev`
// and held to 5 s by the dev server's specs (tests/dev/editShown.ts).
import fs from 'node:fs';
import type {Page} from '@playwright/test';

/**
 * Run in the page: notes, as `window[key]`, the time of the first frame in which `selector` holds
 * `text`. Playwright's waits poll every 500 ms once their first 270 ms have passed, which rounded a
 * figure up by as much as half a second; the page's own note is the figure, Playwright's wait only
 * tells when to read it. The page's clock and the caller's are the same machine's.
 */
type ShownNote = {key: string; selector: string; text: string};
export function noteWhenShown({key, selector, text}: ShownNote) {
  // No function is named inside: tsx names them with a helper the page does not have.
  const shownAt = new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)?.textContent?.includes(text)) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(Date.now()));
    });
    observer.observe(document, {subtree: true, childList: true, characterData: true});
  });
  Object.assign(window, {[key]: shownAt});
}

/**
 * The page's note of noteWhenShown, or undefined once the page was loaded again (the note went with
 * it).
 */
export const shownAt = (page: Page, key: string) =>
  page.evaluate((k) => (window as unknown as Record<string, Promise<number> | undefined>)[k], key);

export type EditShown = {
  /** Milliseconds from the save until the frame that showed `mark`. */
  ms: number;
  /**
   * The page was loaded again to show it, so `ms` is Playwright's time, up to half a second late.
   */
  reloaded: boolean;
};

/**
 * Writes `edited` over `file`, waits up to `timeoutMs` for the open page's article to show `mark`,
 * and puts the file back, pass or fail. `onSaved` and `onShown` tell the caller when (the bench
 * marks its server's log).
 */
export async function editUntilShown(
  page: Page,
  {file, edited, mark}: {file: string; edited: string; mark: string},
  {timeoutMs = 120_000, onSaved = () => {}, onShown = () => {}} = {},
): Promise<EditShown> {
  const original = fs.readFileSync(file, 'utf8');
  await page.evaluate(noteWhenShown, {key: 'editShownAt', selector: 'article', text: mark});
  try {
    const saved = Date.now();
    fs.writeFileSync(file, edited);
    onSaved();
    await page.locator('article').getByText(mark).waitFor({timeout: timeoutMs});
    const polled = Date.now();
    onShown();
    const noted = await shownAt(page, 'editShownAt');
    return {ms: (noted ?? polled) - saved, reloaded: noted === undefined};
  } finally {
    fs.writeFileSync(file, original);
  }
}
