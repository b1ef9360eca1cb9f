// Browser tests: tab order, focus rings and keyboard use of the chrome.
import type {Page} from '@playwright/test';
import {test, expect} from '../fixtures/test';
import {playgroundCopy} from '../../src/data/playground';

/**
 * Presses Tab `count` times: the label of each element focused, and the stops that showed no focus
 * ring.
 */
async function tabWalk(page: Page, count: number) {
  const stops: {label: string; tag: string; ring: boolean}[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const ring =
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none';
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 60);
        return {label, tag: el.tagName, ring};
      }),
    );
  }
  // Past the last control, focus leaves the page (the document body): not a stop.
  return {
    labels: stops.map((s) => s.label),
    withoutRing: stops.filter((s) => !s.ring && s.tag !== 'BODY'),
  };
}

test('tabs through the home page in order, each stop with a visible ring', async ({page, site}) => {
  await site.open('/');
  const {labels, withoutRing} = await tabWalk(page, 70);
  const at = (pattern: RegExp) => labels.findIndex((l) => pattern.test(l));
  expect(at(/^Skip to main content$/)).toBe(0);
  const order = [
    /development blog/i,
    /^Close$/,
    /^Podman$/,
    /^Features$/,
    /^Get Started$/,
    /^Community$/,
    /^Development Blog/,
    /^Documentation$/,
    /^GitHub/,
    /Switch between dark and light/,
    /^Search/,
    /^Get started$/,
    /^Install Podman$/,
  ];
  const positions = order.map(at);
  expect(
    positions.every((p) => p >= 0),
    JSON.stringify(labels.slice(0, 20)),
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(at(/^Installation Instructions$/)).toBeGreaterThan(positions.at(-1)!);
  expect(withoutRing, JSON.stringify(withoutRing)).toEqual([]);
});

test('a post: sidebar, table of contents and tags are reachable by keyboard', async ({
  page,
  site,
}) => {
  await site.open('/blogs/2020/06/29/podman-v2-announce');
  const {labels, withoutRing} = await tabWalk(page, 60);
  for (const wanted of [
    /^Website Updates$/,
    /^Every post, by date$/,
    /^RSS$/,
    /^Rebuilt internals$/,
    /^See the current installation guide$/,
  ]) {
    expect(
      labels.some((l) => wanted.test(l)),
      `${wanted} in ${JSON.stringify(labels)}`,
    ).toBe(true);
  }
  expect(withoutRing).toEqual([]);
});

test('the announcement bar closes from the keyboard', async ({page, site}) => {
  await site.open('/');
  await page.getByRole('button', {name: 'Close'}).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('archive of the Podman blog')).toHaveCount(0);
});

test('moves through the installation tabs with the arrows, Home and End', async ({page, site}) => {
  await site.open('/docs/installation');
  const list = page
    .getByRole('tablist')
    .filter({has: page.getByRole('tab', {name: 'Ubuntu', exact: true})})
    .first();
  const tabs = list.getByRole('tab');
  const selected = list.locator('[role="tab"][aria-selected="true"]');
  const before = await selected.textContent();
  await selected.focus();
  await page.keyboard.press('ArrowRight');
  const focused = await page.evaluate(() => document.activeElement?.textContent);
  expect(focused).not.toBe(before);
  await page.keyboard.press('Enter');
  await expect(selected).toHaveText(focused!);
  await page.keyboard.press('End');
  await expect(tabs.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
});

test('/get-started: tabs from the top to the footer through the editor', async ({page, site}) => {
  await site.open('/get-started');
  // The playground loads after the page: its form shows once it is there, and its editor with it.
  await expect(page.getByTestId('run-composer').getByLabel('Image')).toBeVisible();
  let throughEditor = false;
  let reached = false;
  for (let i = 0; i < 150 && !reached; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate((summary) => {
      const el = document.activeElement;
      return {
        closedCode:
          el?.tagName === 'SUMMARY' && el.textContent === summary && !el.closest('details')?.open,
        editor: el?.hasAttribute('contenteditable') ?? false,
        footer: !!el?.closest('footer'),
      };
    }, playgroundCopy.codeSummary);
    // The code is behind a closed disclosure, known by its summary whether or not the editor is in
    // it yet: open it, so the walk goes through the editor.
    if (at.closedCode) await page.keyboard.press('Enter');
    throughEditor ||= at.editor;
    reached = at.footer;
  }
  expect(throughEditor, 'Tab reached the live editor').toBe(true);
  expect(reached, 'Tab reached the footer').toBe(true);
});

test('after Back and Forward, focus is on the link that was activated on that page', async ({
  page,
  site,
}) => {
  await site.open('/blogs');
  const post = page.getByRole('link', {name: /^Continue reading/}).nth(1);
  await post.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blogs\/\d{4}\//);
  // A tag of the post: the last link away from it. Only a post's article holds an h1: the address
  // changes before the post replaces the list, whose articles have tags too (a tag of the list,
  // focused just before it went, took the Enter with it, on a busy machine).
  const tag = page.locator('main article:has(h1) footer a[href*="/tags/"]').first();
  await tag.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tags\//);
  await page.goBack();
  await expect(tag).toBeFocused();
  await page.goBack();
  await expect(post).toBeFocused();
  await page.goForward();
  await expect(tag).toBeFocused();
});

test('"/" opens search the moment a page reached by a link shows its heading', async ({
  page,
  site,
}) => {
  await site.open('/');
  // Pressed from inside the page as soon as the next page's h1 is in the DOM: a MutationObserver's
  // callback runs right after React's commit, before any later task. A navbar whose listener came
  // back only with its effects missed this key (the new page's navbar is a new one).
  await page.evaluate(() => {
    const before = document.querySelector('h1');
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('h1');
      if (!heading || heading === before) return;
      observer.disconnect();
      document.body.dispatchEvent(new KeyboardEvent('keydown', {key: '/', bubbles: true}));
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.locator('.navbar__inner').getByRole('link', {name: 'Features'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/feature/i);
  await expect(page.getByRole('dialog')).toBeVisible();
});
