// Every install tab printed under its label.
import {test, expect} from '../fixtures/test';

// On paper no tab can be picked: every panel of a tab group prints, under its label
// (src/theme/Tabs; issue 56).

test('prints every tab panel of /docs/installation under its label', async ({page, site}) => {
  await site.open('/docs/installation');
  await page.emulateMedia({media: 'print'});
  const panels = page.locator('[role="tabpanel"]');
  expect(await panels.count()).toBeGreaterThan(10);
  const shown = await panels.evaluateAll((all) =>
    all.map((panel) => {
      const label = panel.previousElementSibling as HTMLElement | null;
      return {
        panel: panel.getClientRects().length > 0,
        label: !!label && label.getClientRects().length > 0 && label.innerText.trim().length > 0,
      };
    }),
  );
  expect(shown.filter((s) => !s.panel || !s.label)).toEqual([]);
  for (const strip of await page.getByRole('tablist').all()) await expect(strip).toBeHidden();
});
