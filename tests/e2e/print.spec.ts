// Browser tests: pages printed cleanly, in dark ink, whatever the colour mode.
import {test, expect} from '../fixtures/test';
import {archiveNotice} from '../../src/data/archive';

for (const path of [
  '/blogs/2020/08/10/podman-go-bindings',
  '/release/2022/02/22/podman-release-v4.0.0',
  '/docs/installation',
]) {
  test(`${path} prints cleanly`, async ({page, site}) => {
    await site.open(path);
    await page.emulateMedia({media: 'print'});
    for (const selector of [
      'nav.navbar',
      '.theme-announcement-bar',
      'footer.footer',
      'aside:has(nav[aria-label="Blog recent posts navigation"])',
      '.theme-doc-sidebar-container',
    ]) {
      const shown = await page
        .locator(selector)
        .evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').length);
      expect(shown, selector).toBe(0);
    }
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    // Only the sidebars go: an archived post's note that it may be out of date prints with it
    // (issue 65).
    const notes = path.startsWith('/docs/') ? 0 : 1;
    await expect(page.locator(`main aside[aria-label="${archiveNotice.label}"]`)).toHaveCount(
      notes,
    );
    if (notes) {
      await expect(page.locator(`main aside[aria-label="${archiveNotice.label}"]`)).toBeVisible();
    }
    // Code wraps instead of running past the edge of the paper.
    const overflowing = await page
      .locator('pre')
      .evaluateAll((pres) => pres.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).length);
    expect(overflowing).toBe(0);
    const pdf = await page.pdf({format: 'A4', printBackground: false});
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length,
      'pages in the PDF',
    ).toBeGreaterThan(0);
  });
}

// Dark mode's light ink came out pale grey on white paper, and the author's
// GitHub icon (white in dark mode) not at all.
test('prints a post from dark mode in dark ink on white paper', async ({site}) => {
  const page = await site.newPage({colorScheme: 'dark'});
  await site.open('/blogs/2020/08/10/podman-go-bindings', page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({media: 'print', colorScheme: 'dark'});

  const samples = {
    text: 'article .markdown > p',
    h1: 'article h1',
    h2: 'article .markdown h2',
    link: 'article .markdown > p a',
    code: 'article .markdown pre code',
    github: 'article [class*="authorSocialLink"] svg',
  };
  for (const [name, selector] of Object.entries(samples)) {
    await expect(page.locator(selector).first(), name).toBeVisible();
  }

  // Relative luminance (WCAG) of the ink, of the first ground painted behind
  // it, of the lightest code token, and of the icon's fill.
  const seen = await page.evaluate((samples) => {
    const channel = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    const parse = (css: string) => css.match(/[\d.]+/g)!.map(Number);
    const luminance = (css: string) => {
      const [r, g, b] = parse(css).map((v) => channel(v / 255));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ground = (el: Element) => {
      let at: Element | null = el;
      while (at && (parse(getComputedStyle(at).backgroundColor)[3] ?? 1) === 0) {
        at = at.parentElement;
      }
      return luminance(at ? getComputedStyle(at).backgroundColor : 'rgb(255, 255, 255)');
    };
    const first = (selector: string) => document.querySelector(selector)!;
    const texts = ['text', 'h1', 'h2', 'link', 'code'] as const;
    return {
      ink: Object.fromEntries(
        texts.map((k) => [k, luminance(getComputedStyle(first(samples[k])).color)]),
      ),
      ground: Object.fromEntries(texts.map((k) => [k, ground(first(samples[k]))])),
      lightestToken: Math.max(
        ...[...document.querySelectorAll(`${samples.code} span`)].map((s) =>
          luminance(getComputedStyle(s).color),
        ),
      ),
      githubFill: luminance(getComputedStyle(first(samples.github)).fill),
    };
  }, samples);

  for (const [name, value] of Object.entries(seen.ink)) {
    expect(value, `${name} ink`).toBeLessThan(0.2);
  }
  for (const [name, value] of Object.entries(seen.ground)) {
    expect(value, `${name} ground`).toBeGreaterThan(0.9);
  }
  expect(seen.lightestToken, 'lightest code token').toBeLessThan(0.2);
  expect(seen.githubFill, 'GitHub icon fill').toBeLessThan(0.2);
});
