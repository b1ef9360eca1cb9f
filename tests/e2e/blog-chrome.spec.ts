// Browser tests: the blogs' chrome (sidebar, authors, archive, notices, list pages).
import type {Page} from '@playwright/test';
import {test, expect} from '../fixtures/test';
import fs from 'node:fs';
import yaml from 'js-yaml';
import {listsAtFourWidths} from '../../scripts/measure/perPush';
import {archive} from '../fixtures/archive';

for (const [blog, base] of [
  ['blog', '/blogs'],
  ['release', '/release'],
]) {
  test(`${base}/authors lists only people with posts, each icon whole`, async ({page, site}) => {
    const authors = Object.values(
      yaml.load(fs.readFileSync(`${blog}/authors.yml`, 'utf8')) as Record<string, {page?: boolean}>,
    );
    await site.open(`${base}/authors`);
    const counts = page.locator('main [class*="authorBlogPostCount"]');
    await expect(counts).toHaveCount(authors.filter((a) => a.page === true).length);
    for (const count of await counts.allTextContents()) expect(Number(count)).toBeGreaterThan(0);
    // By name, all the way down (the file's order put people added later at the end).
    const names = (await page.locator('main h2').allTextContents()).map((n) => n.trim());
    expect(names).toEqual([...names].sort(new Intl.Collator('en', {sensitivity: 'base'}).compare));
    const clipped = await page.evaluate(
      () =>
        [...document.querySelectorAll('main [class*="authorSocialLink"]')].filter((link) => {
          const row = link.closest('[class*="authorSocials_"]')!.getBoundingClientRect();
          const own = link.getBoundingClientRect();
          return own.top < row.top - 0.5 || own.bottom > row.bottom + 0.5;
        }).length,
    );
    expect(clipped).toBe(0);
  });
}

test('an author line under a post shows the whole GitHub icon', async ({page, site}) => {
  await site.open('/blogs/2020/06/29/podman-v2-announce');
  const own = (await page.locator('article [class*="authorSocialLink"]').first().boundingBox())!;
  const box = (await page.locator('article [class*="authorSocials_"]').first().boundingBox())!;
  expect(own.height).toBeGreaterThanOrEqual(24);
  expect(own.y).toBeGreaterThanOrEqual(box.y - 0.5);
  expect(own.y + own.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
});

// Among the newest posts, notices share their full post's title (2022-12-07, for one).
for (const address of ['/blogs', '/blogs/2022/12/07/new']) {
  test(`${address}: "Recent posts" names each article once`, async ({page, site}) => {
    await site.open(address);
    const titles = await page
      .getByRole('navigation', {name: /Blog recent posts navigation/i})
      .getByRole('link')
      .allTextContents();
    expect(titles.length).toBeGreaterThan(3);
    expect(new Set(titles).size, titles.join(' | ')).toBe(titles.length);
  });
}

/**
 * The archive's post links, by date, and its lines: the first link's text and every link of each.
 */
async function archiveOf(page: Page) {
  const main = page.getByRole('main');
  const dates = await main
    .locator('a[href]')
    .evaluateAll((links) =>
      links
        .map((a) => /\/(\d{4}\/\d{2}\/\d{2})\//.exec(a.getAttribute('href') ?? '')?.[1])
        .filter((d): d is string => !!d),
    );
  const lines = await main.locator('li').evaluateAll((items) =>
    items.map((li) => ({
      line: li.querySelector('a')!.textContent!.trim(),
      links: [...li.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    })),
  );
  return {dates, lines};
}

for (const address of ['/blogs/archive', '/release/archive']) {
  test(`${address}: has a subtitle of its own`, async ({page, site}) => {
    await site.open(address);
    const header = page.locator('header.hero');
    await expect(header.getByRole('heading', {level: 1})).toHaveText('Archive');
    const subtitle = (await header.locator('p').textContent())!.trim();
    expect(subtitle.length).toBeGreaterThan(20);
    expect(subtitle).not.toBe('Archive');
  });

  test(`${address}: lists years and posts newest first`, async ({page, site}) => {
    await site.open(address);
    const {dates} = await archiveOf(page);
    expect(dates.length).toBeGreaterThan(20);
    const outOfOrder = dates.flatMap((d, i) =>
      i > 0 && d > dates[i - 1]! ? [`${d} after ${dates[i - 1]}`] : [],
    );
    expect(outOfOrder, 'a post listed below an older one').toEqual([]);
  });

  test(`${address}: dates each line with its post's month and day`, async ({page, site}) => {
    await site.open(address);
    const {lines} = await archiveOf(page);
    const misdated = lines.filter(({line, links}) => {
      const day = /\/(\d{4})\/(\d{2})\/(\d{2})\//
        .exec(links[0] ?? '')!
        .slice(1)
        .join('-');
      const written = new Date(`${day}T00:00:00Z`).toLocaleDateString('en', {
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      return !line.startsWith(`${written} – `);
    });
    expect(misdated).toEqual([]);
  });

  test(`${address}: puts each article on one line, its notices with it`, async ({page, site}) => {
    await site.open(address);
    const {lines} = await archiveOf(page);
    expect(lines.length).toBeGreaterThan(20);
    const texts = lines.map(({line}) => line);
    expect(
      texts.filter((line, i) => texts.indexOf(line) !== i),
      'lines that read alike',
    ).toEqual([]);
    // A notice of a post in the same archive is on that post's line, not on one of its own.
    const blog = address.split('/')[1];
    for (const post of archive().filter(
      (p) => p.notice && p.route.split('/')[1] === blog && p.article?.split('/')[1] === blog,
    )) {
      const line = lines.find((l) => l.links.includes(post.route));
      expect(line?.links[0], `${post.route} on the line of ${post.article}`).toBe(post.article);
    }
  });
}

test('the archive header follows the dark theme like every other page', async ({site}) => {
  const page = await site.newPage({colorScheme: 'dark'});
  await site.open('/blogs/archive', page);
  const colours = await page.locator('header.hero').evaluate((el) => {
    const style = getComputedStyle(el);
    const lum = (rgb: number[]) => (0.2126 * rgb[0]! + 0.7152 * rgb[1]! + 0.0722 * rgb[2]!) / 255;
    // Every colour it is painted with, its background and the stops of a gradient over it.
    const paints = [
      ...`${style.backgroundColor} ${style.backgroundImage}`.matchAll(/rgba?\(([^)]+)\)/g),
    ]
      .map((m) => m[1]!.split(',').map(Number))
      .filter((c) => c[3] !== 0);
    return {
      paints: paints.map(lum),
      heading: lum(
        (getComputedStyle(el.querySelector('h1')!).color.match(/[\d.]+/g) ?? []).map(Number),
      ),
    };
  });
  expect(colours.paints.length).toBeGreaterThan(0);
  for (const paint of colours.paints) expect(paint, 'header background').toBeLessThan(0.2);
  expect(colours.heading, 'heading').toBeGreaterThan(0.7);
});

// A notice and its article of one day, on one page but not side by side (/blogs/page/19: two
// notices above their two posts), had the same heading (issue 65 point 9). Posts of other days may
// share a title (the roundups).
for (const address of [
  '/blogs',
  '/blogs/page/12',
  '/blogs/page/19',
  '/blogs/authors/mheon',
  '/blogs/tags/podman',
  '/release',
]) {
  test(`${address}: no two entries of one day share a heading, seen or heard`, async ({
    page,
    site,
  }) => {
    await site.open(address);
    const entries = await page
      .getByRole('main')
      .locator('article')
      .evaluateAll((articles) =>
        articles.map((article) => {
          const h2 = article.querySelector('h2')!;
          const seen = h2.cloneNode(true) as Element;
          seen.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
          const day = article.querySelector('time')!.getAttribute('datetime')!.slice(0, 10);
          return {
            heard: `${day} ${h2.textContent!.trim()}`,
            seen: `${day} ${seen.textContent!.trim()}`,
          };
        }),
      );
    expect(entries.length).toBeGreaterThan(5);
    for (const sense of ['heard', 'seen'] as const) {
      const headings = entries.map((entry) => entry[sense]);
      expect(
        headings.filter((h, i) => headings.indexOf(h) !== i),
        sense,
      ).toEqual([]);
    }
  });
}

for (const width of [1366, 1024, 390, 320]) {
  test(`at ${width} px, list entries keep below the heading and unbroken`, async ({page, site}) => {
    await page.setViewportSize({width, height: 900});
    const faults: string[] = [];
    for (const address of listsAtFourWidths) {
      await site.open(address);
      const found = await page.getByRole('main').evaluate((main) => {
        const out: string[] = [];
        const headingSize = parseFloat(getComputedStyle(main.querySelector('h1')!).fontSize);
        for (const title of main.querySelectorAll<HTMLElement>('article h2')) {
          const size = parseFloat(getComputedStyle(title).fontSize);
          if (size >= headingSize) {
            out.push(`title "${title.textContent}" is ${size} px, the heading ${headingSize} px`);
          }
        }
        for (const intro of main.querySelectorAll<HTMLElement>('article header .avatar__intro')) {
          const name = intro.querySelector<HTMLElement>('.avatar__name')!.getBoundingClientRect();
          for (const icon of intro.querySelectorAll<HTMLElement>('[class*="authorSocials"] a')) {
            if (icon.getBoundingClientRect().top >= name.bottom - 2) {
              out.push(`author icon under "${intro.textContent}" is on a line of its own`);
            }
          }
        }
        for (const more of main.querySelectorAll<HTMLElement>('article footer a b')) {
          if (
            more.getClientRects().length > 1 ||
            more.getBoundingClientRect().height >
              parseFloat(getComputedStyle(more).lineHeight) * 1.5
          ) {
            out.push(`"${more.textContent}" breaks over lines`);
          }
          if (more.getBoundingClientRect().right > document.documentElement.clientWidth + 1) {
            out.push(`"${more.textContent}" runs off the screen`);
          }
        }
        return out;
      });
      faults.push(...found.map((f) => `${address}: ${f}`));
    }
    expect(faults).toEqual([]);
  });
}

test('shows a short notice as one marked entry pointing to its article', async ({page, site}) => {
  await site.open('/blogs/authors/mheon');
  const main = page.getByRole('main');
  // 2021-10-16: the notice and its full post, side by side in the list.
  const notice = main.locator('article', {has: page.locator('a[href="/blogs/2021/10/16/new"]')});
  await expect(notice).toHaveCount(1);
  await expect(notice).toHaveClass(/site-notice-item/);
  await expect(notice.getByText('Short notice')).toBeVisible();
  await expect(
    notice.locator('a[href="/blogs/2021/10/16/sudo-with-rootless-podman"]'),
  ).toBeVisible();
  // No excerpt, tags or "Continue reading" of its own: those belong to the article.
  await expect(notice.locator('footer, header')).toHaveCount(0);
  // Still ten entries: the pages of the list keep their count.
  await expect(main.locator('article')).toHaveCount(10);
});

/** A list's entries: each one's address and whether it is marked as a notice. */
async function entriesOf(page: Page) {
  const entries = await page
    .getByRole('main')
    .locator('article')
    .evaluateAll((articles) =>
      articles.map((a) => ({
        href: a.querySelector('h2 a')?.getAttribute('href') ?? '',
        marked: a.classList.contains('site-notice-item'),
      })),
    );
  expect(entries.length).toBeGreaterThan(0);
  return entries;
}
/** The notices whose article is on this site. */
const pointers = () =>
  new Set(
    archive()
      .filter((p) => p.notice && p.article)
      .map((p) => p.route),
  );

for (const address of ['/blogs', '/blogs/page/8', '/blogs/tags/podman/page/3', '/release']) {
  test(`${address}: marks every notice of an article here`, async ({page, site}) => {
    await site.open(address);
    const pointer = pointers();
    expect((await entriesOf(page)).filter((e) => pointer.has(e.href) && !e.marked)).toEqual([]);
  });

  test(`${address}: leaves every other entry unmarked`, async ({page, site}) => {
    await site.open(address);
    const pointer = pointers();
    expect((await entriesOf(page)).filter((e) => !pointer.has(e.href) && e.marked)).toEqual([]);
  });
}
