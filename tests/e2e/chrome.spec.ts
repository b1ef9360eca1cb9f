// Browser tests: the chrome of the spec's §2 (navbar, footer, table of contents, docs sidebar), the
// lazy playground, the copy button and the sharing image.
import {test, expect} from '../fixtures/test';
import {navbarItems} from '../fixtures/navbarItems';
import {contrastRatio} from '../fixtures/contrast';

test('marks every page as English, left to right', async ({page, site}) => {
  await site.open('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the navbar has the brand left, its six items right, and the switch', async ({page, site}) => {
  await site.open('/');
  await expect(
    page.getByRole('button', {name: /Switch between dark and light mode/}),
  ).toBeVisible();
  const navbar = page.locator('nav.navbar');
  await expect(navbar.locator('.navbar__brand')).toContainText('Podman');
  // The logo is the name's picture: a screen reader hears the link as "Podman", once (issue 45).
  await expect(navbar.locator('.navbar__brand img')).toHaveAttribute('alt', '');
  expect(
    await navbar
      .locator('.navbar__inner .navbar__brand')
      .evaluate((a) => a.getAttribute('aria-label') ?? a.textContent),
  ).toBe('Podman');
  await expect(
    navbar.locator('.navbar__inner').getByRole('link', {name: 'Podman', exact: true}),
  ).toHaveCount(1);
  await expect(
    navbar.locator('.navbar__items:not(.navbar__items--right) a.navbar__item'),
  ).toHaveCount(0);
  const right = navbar.locator('.navbar__items--right a.navbar__item');
  await expect(right).toHaveText(navbarItems);
  const hrefs = await right.evaluateAll((links) =>
    links.map((a) => [a.getAttribute('href'), a.getAttribute('target')]),
  );
  expect(hrefs).toEqual([
    [site.path('/features'), null],
    [site.path('/get-started'), null],
    [site.path('/community'), null],
    ['https://blog.podman.io', '_self'],
    [site.path('/docs'), null],
    ['https://github.com/containers/', '_self'],
  ]);
  // Same-tab links must not announce that they open a new tab.
  for (const name of ['Development Blog', 'GitHub']) {
    await expect(navbar.getByRole('link', {name, exact: true})).toBeVisible();
  }
});

test('the footer holds the Docs, Community and Projects links and copyright', async ({
  page,
  site,
}) => {
  await site.open('/');
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'Projects']);
  const columns = footer.locator('.footer__col');
  await expect(columns.nth(0).locator('a')).toHaveText([
    'Installation Instructions',
    'Documentation',
    /Podman CLI Commands/,
  ]);
  await expect(columns.nth(1).locator('a')).toHaveText([
    /Matrix/,
    /Discord/,
    /Blog/,
    /Mailing List/,
    /RSS Feed/,
  ]);
  await expect(columns.nth(2).locator('a')).toHaveText([
    /Podman GitHub/,
    /Podman Desktop GitHub/,
    /Podman Website GitHub/,
    /Podman Desktop Website/,
  ]);
  await expect(footer).toContainText(
    'Copyright © 2025 Podman Container Tools, a Series of LF Projects, LLC.',
  );
});

// The footer is dark in both modes: light mode's primary, as a hovered link and a focus ring, was
// 2:1 on it (issue 65).
for (const scheme of ['light', 'dark'] as const) {
  test(`footer, ${scheme}: hover at 4.5:1 and a focus ring at 3:1`, async ({site}) => {
    const page = await site.newPage({colorScheme: scheme, reducedMotion: 'reduce'});
    await site.open('/', page);
    const footer = page.locator('footer.footer');
    const links = footer.locator('a.footer__link-item');
    const ground = await footer.evaluate((el) => getComputedStyle(el).backgroundColor);
    const style = (nth: number, property: 'color' | 'outlineColor' | 'outlineStyle') =>
      links.nth(nth).evaluate((el, p) => getComputedStyle(el)[p], property);

    const resting = await style(0, 'color');
    await links.nth(0).hover();
    // The hover colour is its own, not the resting one: otherwise this reads nothing.
    await expect.poll(() => style(0, 'color')).not.toBe(resting);
    const hovered = await style(0, 'color');
    expect(
      contrastRatio(hovered, ground),
      `hovered ${hovered} on ${ground}`,
    ).toBeGreaterThanOrEqual(4.5);

    await page.mouse.move(0, 0);
    await page.keyboard.press('Tab');
    await links.nth(1).focus();
    expect(await style(1, 'outlineStyle')).toBe('solid');
    const ring = await style(1, 'outlineColor');
    expect(contrastRatio(ring, ground), `focus ring ${ring} on ${ground}`).toBeGreaterThanOrEqual(
      3,
    );
  });
}

test('table of contents covers heading levels 2 and 3 only', async ({page, site}) => {
  await site.open('/docs/installation');
  const toc = page.locator('.table-of-contents').first();
  await expect(toc.getByRole('link', {name: 'macOS', exact: true})).toHaveCount(1); // an h2
  const levels = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('.table-of-contents a')].map((a) =>
      a.getAttribute('href')!.slice(1),
    );
    return [...new Set(ids.map((id) => document.getElementById(id)?.tagName))];
  });
  expect(levels.sort()).toEqual(['H2', 'H3']);
  // h4 headings exist on the page but are not listed.
  expect(await page.locator('article h4').count()).toBeGreaterThan(0);
});

for (const address of ['/docs/', '/docs/checkpoint']) {
  test(`${address}: the docs sidebar lists its pages in order, unhideable`, async ({
    page,
    site,
  }) => {
    await site.open(address);
    const links = page.getByRole('navigation', {name: 'Docs sidebar'}).locator('.menu__link');
    const items = await links.evaluateAll((as) =>
      as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
    );
    expect(items).toEqual([
      ['Getting Started', site.path('/docs')],
      ['Installation', site.path('/docs/installation')],
      ['Checkpoint', site.path('/docs/checkpoint')],
      ['Tutorials', 'https://docs.podman.io/en/latest/Tutorials.html'],
      ['Documentation', 'https://docs.podman.io'],
      [
        'Network',
        'https://github.com/containers/podman/blob/main/docs/tutorials/basic_networking.md',
      ],
      ['Podman Python', 'https://podman-py.readthedocs.io/en/latest/index.html'],
    ]);
    await expect(page.getByRole('button', {name: /collapse sidebar/i})).toHaveCount(0);
  });
}

test('the live playground loads only where it is used', async ({page, site}) => {
  const playgroundRequests: string[] = [];
  page.on('request', (req) => {
    if (/live-playground/.test(req.url())) playgroundRequests.push(req.url());
  });
  await site.open('/features');
  await page.waitForLoadState('networkidle');
  expect(playgroundRequests).toEqual([]);
  expect(await page.locator('.playgroundContainer, [class*="playgroundContainer"]').count()).toBe(
    0,
  );

  await site.open('/get-started');
  const composer = page.getByTestId('run-composer');
  await composer.scrollIntoViewIfNeeded();
  // The result pane renders the form from the editable code (tests/e2e/playground.spec.ts has
  // more).
  const image = composer.getByLabel('Image');
  await expect(image).toBeVisible();
  await image.fill('quay.io/podman/hello');
  await composer.getByLabel('Remove when it stops (--rm)').check();
  await expect(composer.locator('pre[aria-live] code')).toHaveText(
    'podman run -d --rm --name web -p 8080:80/tcp quay.io/podman/hello',
  );
  expect(playgroundRequests.length).toBeGreaterThan(0);
});

test('copy button copies commands without the $ prompt or the output', async ({
  page,
  context,
  site,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await site.open('/docs');
  const copied = async (hasText: string) => {
    const block = page.locator('.theme-code-block').filter({hasText}).first();
    await block.hover();
    await block.getByRole('button', {name: /Copy code/}).click();
    return page.evaluate(() => navigator.clipboard.readText());
  };
  expect(await copied('$ podman inspect -l | grep IPAddress')).toBe(
    'podman inspect -l | grep IPAddress',
  );
  expect(await copied('podman pull docker.io/library/httpd')).toContain(
    'podman pull docker.io/library/httpd',
  );
});

// A list page has the site-wide card; a post has a card of its own (metadata.spec checks every
// page's).
for (const [address, card, type] of [
  ['/blogs/tags/podman', '/img/social-card.jpg', 'image/jpeg'],
  [
    '/blogs/2020/06/29/podman-v2-announce',
    '/img/cards/blogs/2020/06/29/podman-v2-announce.png',
    'image/png',
  ],
] as const) {
  test(`${address} shares its own card, which the server has`, async ({page, request, site}) => {
    await site.open(address);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toBe(`https://podman.io${site.path(card)}`);
    const res = await request.get(new URL(image!).pathname);
    expect(res.status(), image!).toBe(200);
    expect(res.headers()['content-type'], image!).toContain(type);
  });
}
