// Browser tests: the /get-started playground, its disclosure and its keyboard-safe editor.
import type {Page} from '@playwright/test';
import {test, expect, type Site} from '../fixtures/test';
import {playgroundCopy} from '../../src/data/playground';

test('puts the form before its code, behind a closed disclosure', async ({page, site}) => {
  await site.open('/get-started');
  const composer = page.getByTestId('run-composer');
  const image = composer.getByLabel('Image');
  await expect(image).toBeVisible();
  const editor = composer.locator('[contenteditable]');
  const follows = (input: Element, code: Element | null) =>
    Boolean(input.compareDocumentPosition(code!) & Node.DOCUMENT_POSITION_FOLLOWING);
  expect(
    await image.evaluate(follows, await editor.elementHandle()),
    "the form's first field precedes the editor",
  ).toBe(true);

  const disclosure = composer.locator('details', {has: page.locator('[contenteditable]')});
  await expect(disclosure).not.toHaveAttribute('open');
  await expect(editor).toBeHidden();
  await disclosure.getByText('Edit the code behind this form').click();
  await expect(disclosure).toHaveAttribute('open');
  await expect(editor).toBeVisible();
  await expect(editor).toContainText("useState('docker.io/library/httpd')");
});

/** The live editor, its disclosure opened, and its code as it is now. */
async function openEditor(page: Page, site: Site) {
  await site.open('/get-started');
  const composer = page.getByTestId('run-composer');
  const editor = composer.getByRole('textbox', {name: 'Code of the form (JSX)'});
  await composer.getByText('Edit the code behind this form').click();
  await expect(editor).toBeVisible();
  return {editor, code: async () => (await editor.textContent()) ?? ''};
}

test('names the live editor, and Tab leaves it untouched', async ({page, site}) => {
  const {editor, code} = await openEditor(page, site);
  const before = await code();
  await editor.click();
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
  expect(await code()).toBe(before);
});

test('indents in the live editor only after Enter, until Esc', async ({page, site}) => {
  const {editor, code} = await openEditor(page, site);
  const before = await code();
  // Opting in: after Enter, Tab indents.
  await editor.click();
  await page.keyboard.press('Enter');
  const lines = (await code()).split('\n').length;
  await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  expect((await code()).split('\n').length).toBe(lines);
  expect((await code()).length).toBeGreaterThan(before.length + 1);
  // Esc, then Tab leaves.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
});

// Code that does not compile took the form's place in silence (issue 65 point 9).
test('announces code that stops compiling, in an alert there from the start', async ({
  page,
  site,
}) => {
  await site.open('/get-started');
  const composer = page.getByTestId('run-composer');
  const alert = composer.getByRole('alert');
  // Present and quiet before the error, so that the change is announced.
  await expect(alert).toHaveText('');
  await composer.getByText('Edit the code behind this form').click();
  const editor = composer.getByRole('textbox', {name: 'Code of the form (JSX)'});
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('<<');
  await expect(alert).toHaveText(playgroundCopy.codeError);
  await expect(composer.getByLabel('Image')).toHaveCount(0);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(alert).toHaveText('');
  await expect(composer.getByLabel('Image')).toBeVisible();
});

test("names the form's box, and sets Copy command at body-text size", async ({page, site}) => {
  await site.open('/get-started');
  const composer = page.getByTestId('run-composer');
  await expect(composer.locator('[class*="playgroundHeader"]').first()).toHaveText(
    'Options for podman run',
  );
  const copy = composer.getByRole('button', {name: 'Copy command'});
  const [own, body] = await copy.evaluate((el) => [
    parseFloat(getComputedStyle(el).fontSize),
    parseFloat(getComputedStyle(document.body).fontSize),
  ]);
  expect(own).toBeGreaterThanOrEqual(body!);
});

test('copies the composed command, as a changed field makes it', async ({page, context, site}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await site.open('/get-started');
  const composer = page.getByTestId('run-composer');
  const copy = composer.getByRole('button', {name: 'Copy command'});
  const status = composer.locator('span[aria-live="polite"]');
  await expect(status).toHaveText('');

  await copy.click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'podman run -d --name web -p 8080:80/tcp docker.io/library/httpd',
  );
  await expect(status).toHaveText('Copied');

  // A changed field changes the command; the old "Copied" no longer applies.
  await composer.getByLabel('Container name').fill('site');
  await composer.getByLabel('Remove when it stops (--rm)').check();
  await expect(status).toHaveText('');
  await copy.click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'podman run -d --rm --name site -p 8080:80/tcp docker.io/library/httpd',
  );
  await expect(status).toHaveText('Copied');
});

test('styles the fields: full width on a phone, bordered, boxes centred', async ({site}) => {
  const page = await site.newPage({viewport: {width: 390, height: 844}, colorScheme: 'dark'});
  await site.open('/get-started', page);
  const composer = page.getByTestId('run-composer');
  const image = composer.getByLabel('Image');
  const [formBox, imageBox] = [
    await composer.locator('form').boundingBox(),
    await image.boundingBox(),
  ];
  expect(Math.abs(imageBox!.width - formBox!.width)).toBeLessThanOrEqual(1);
  await expect(image).toHaveCSS('border-top-style', 'solid');
  // In dark mode the field is dark, not the browser's white.
  await expect(image).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
  const check = composer.getByLabel('Run in the background (-d)');
  const label = composer.locator('label', {hasText: 'Run in the background (-d)'});
  const [box, line] = [await check.boundingBox(), await label.boundingBox()];
  const centre = (b: {y: number; height: number}) => b.y + b.height / 2;
  expect(Math.abs(centre(box!) - centre(line!))).toBeLessThanOrEqual(2);
});

test('keeps room for the form and the code closed while the playground loads', async ({
  page,
  site,
}) => {
  // The playground's code held back: what a visitor sees while it loads.
  await page.route(/live-playground/, () => undefined);
  await site.open('/get-started');
  const composer = page.getByTestId('run-composer');
  const disclosure = composer.locator('details');
  await expect(disclosure).toHaveCount(1);
  await expect(disclosure).not.toHaveAttribute('open');
  await expect(composer.locator('pre').first()).toBeHidden();
  await expect(composer.getByText('The form needs JavaScript')).toBeHidden();
  expect(await composer.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(300);
});

// Issue 65 point 9: the room kept was 22rem, and the form took 46-56rem: at 390 px with the CPU
// slowed 4x the footer shifted by 0.4 when it came. The room is now at least the form's height, and
// not much more.
for (const width of [320, 390, 768, 1366]) {
  test(`at ${width} px, keeps room as tall as the form, so nothing moves`, async ({site}) => {
    const page = await site.newPage({viewport: {width, height: 900}});
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route(/live-playground/, async (route) => {
      await gate;
      await route.continue();
    });
    await site.open('/get-started', page);
    const composer = page.getByTestId('run-composer');
    const footerTop = () =>
      page.locator('footer').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const kept = await footerTop();
    release();
    await expect(composer.getByLabel('Image')).toBeVisible();
    const after = await footerTop();
    expect(after - kept, 'how far the footer moved when the form came').toBeLessThanOrEqual(1);
    expect(kept - after, 'room kept beyond the form').toBeLessThanOrEqual(32);
  });
}

// The live editor's disclosure replaces the placeholder's once the playground has loaded: what was
// opened stays open.
for (const {before, held, hydrated} of [
  {before: 'the page hydrates', held: /\.js$/, hydrated: false},
  {before: 'its live code loads', held: /live-playground/, hydrated: true},
]) {
  test(`keeps the code opened before ${before} open in the live editor`, async ({page, site}) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route(held, async (route) => {
      await gate;
      await route.continue();
    });
    if (hydrated) await site.open('/get-started');
    else await page.goto(site.path('/get-started'), {waitUntil: 'commit'});
    const composer = page.getByTestId('run-composer');
    await composer.getByText('Edit the code behind this form').click();
    await expect(composer.locator('details')).toHaveAttribute('open');
    release();
    await expect(composer.getByRole('textbox', {name: 'Code of the form (JSX)'})).toBeVisible();
  });
}

test('says without JavaScript that the form needs it, its code readable', async ({site}) => {
  const page = await site.newPage({javaScriptEnabled: false});
  await page.goto('/get-started');
  const composer = page.getByTestId('run-composer');
  await expect(composer.getByText('The form needs JavaScript')).toBeVisible();
  await composer.locator('details summary').click();
  await expect(composer.locator('pre').first()).toContainText(
    "useState('docker.io/library/httpd')",
  );
  await expect(composer.locator('pre').first()).toBeVisible();
});
