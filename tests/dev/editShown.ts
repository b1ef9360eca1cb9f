// The dev specs' edit to reload: writes an edited post, waits for the open page to show the mark,
// puts the file back, and holds the time to the 5 s the writer's loop may take.
import fs from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect} from '../fixtures/test';

/** Writes `edited` over `file`, checks `mark` shows in the page's article within 5 s, and restores the file. */
export async function expectEditShown(
  page: Page,
  file: string,
  edited: string,
  mark: string,
): Promise<void> {
  const original = fs.readFileSync(file, 'utf8');
  let shownAfter: number;
  try {
    const saved = Date.now();
    fs.writeFileSync(file, edited);
    // Waited for longer than the limit, so that a slow reload is measured, not just failed.
    await expect(page.locator('article').getByText(mark)).toBeVisible({timeout: 60_000});
    shownAfter = Date.now() - saved;
  } finally {
    fs.writeFileSync(file, original);
  }
  test.info().annotations.push({type: 'edit shown after (ms)', description: String(shownAfter)});
  expect(
    shownAfter,
    `the edit showed ${shownAfter} ms after the file was saved`,
  ).toBeLessThanOrEqual(5_000);
}
