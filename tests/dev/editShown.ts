// The dev specs' edit to reload, held to the 5 s the writer's loop may take (the edit itself:
// scripts/measure/).
import type {Page} from '@playwright/test';
import {test, expect} from '../fixtures/test';
import {editUntilShown} from '../../scripts/measure/editShown';

/**
 * Writes `edited` over `file`, checks `mark` shows in the page's article within 5 s, and restores
 * the file.
 */
export async function expectEditShown(
  page: Page,
  file: string,
  edited: string,
  mark: string,
): Promise<void> {
  // Waited for longer than the limit, so that a slow reload is measured, not just failed.
  const {ms} = await editUntilShown(page, {file, edited, mark}, {timeoutMs: 60_000});
  test.info().annotations.push({type: 'edit shown after (ms)', description: String(ms)});
  expect(ms, `the edit showed ${ms} ms after the file was saved`).toBeLessThanOrEqual(5_000);
}
