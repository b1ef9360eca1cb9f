import {test, expect} from '@playwright/test';
import {open} from '../fixtures/page';

// A post and the installation page print cleanly: no navbar, sidebar,
// announcement bar or footer, and no code cut off at the page edge.
for (const path of ['/blogs/2020/08/10/podman-go-bindings', '/docs/installation']) {
  test(`${path} prints cleanly`, async ({page}) => {
    await open(page, path);
    await page.emulateMedia({media: 'print'});
    for (const selector of ['nav.navbar', '.theme-announcement-bar', 'footer.footer', 'aside', '.theme-doc-sidebar-container']) {
      const shown = await page.locator(selector).evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').length);
      expect(shown, selector).toBe(0);
    }
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    // Code wraps instead of running past the edge of the paper.
    const overflowing = await page.locator('pre').evaluateAll((pres) =>
      pres.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).length,
    );
    expect(overflowing).toBe(0);
    const pdf = await page.pdf({format: 'A4', printBackground: false});
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThan(0);
  });
}
