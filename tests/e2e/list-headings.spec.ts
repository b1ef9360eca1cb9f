// Headings and links of the archives and lists that make sense out of context.
import {test, expect} from '../fixtures/test';

// Headings and links of the archives and lists say what they are about out of context, in a screen
// reader's list of headings or links (issue 56): the archive's levels do not skip, a link names
// where it goes, a notice's heading names its post, a tag page's heading says which page it is.

for (const path of ['/blogs/archive', '/release/archive']) {
  test(`${path}: heads each year with an h2 under the h1`, async ({page, site}) => {
    await site.open(path);
    const levels = await page
      .getByRole('main')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    expect(levels[0]).toBe(1);
    expect(levels.length).toBeGreaterThan(3);
    const skips = levels.flatMap((level, i) =>
      i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} then h${level}`] : [],
    );
    expect(skips).toEqual([]);
  });
}

// Only the blog has such lines: release notices all point to release announcements.
const otherBlog = [
  {archive: '/blogs/archive', to: '/release/', name: /^the release announcement: “(.+)”$/},
];

for (const {archive, to, name} of otherBlog) {
  test(`${archive}: names a notice's article in the other blog as such`, async ({page, site}) => {
    await site.open(archive);
    const links = await page
      .getByRole('main')
      .locator(`a[href*="${to}"]`)
      .evaluateAll((as) =>
        as.map((a) => ({
          name: (a.textContent ?? '').replace(/\s+/g, ' ').trim(),
          href: a.getAttribute('href')!,
        })),
      );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      // Not "short notice of …": the target is the article itself.
      expect(link.name, link.href).toMatch(name);
    }
    // And the title it gives is the target's own.
    for (const link of links) {
      await page.goto(link.href);
      await expect(page.getByRole('heading', {level: 1}), link.href).toHaveText(
        name.exec(link.name)![1]!,
      );
    }
  });
}

test('heads a notice beside its post "About the post above" or "below"', async ({page, site}) => {
  await site.open('/blogs/page/2');
  const headings = page.locator('.site-notice-item__title');
  expect(await headings.count()).toBeGreaterThan(0);
  const names = await headings.evaluateAll((hs) => hs.map((h) => (h.textContent ?? '').trim()));
  for (const heading of names) expect(heading).not.toMatch(/^About the post (above|below)$/);
  expect(
    names.some((heading) => /^About the post (above|below): “.+”$/.test(heading)),
    names.join(' | '),
  ).toBe(true);
});

const tagPages = [
  {path: '/blogs/tags/podman/page/19', page: 'page 19 of 19'},
  {path: '/blogs/tags/podman/page/2', page: 'page 2 of 19'},
  {path: '/release/tags/podman/page/2', page: /page 2 of \d+/},
  {path: '/blogs/tags/podman', page: undefined},
];

for (const tagPage of tagPages) {
  test(`${tagPage.path}: ${tagPage.page ? 'title and heading give the page' : 'no page number on page 1'}`, async ({
    page,
    site,
  }) => {
    await site.open(tagPage.path);
    const heading = page.getByRole('heading', {level: 1});
    if (tagPage.page) {
      await expect(page).toHaveTitle(
        tagPage.page instanceof RegExp ? tagPage.page : new RegExp(tagPage.page),
      );
      await expect(heading).toContainText(tagPage.page);
    } else {
      await expect(page).not.toHaveTitle(/page \d/);
      await expect(heading).not.toContainText(/page \d/);
    }
  });
}
