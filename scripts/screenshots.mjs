// Takes screenshots of pages for a human to look at, light and dark, at the
// widths a visitor uses. Usage:
//   node scripts/screenshots.mjs http://localhost:3000 /path [/path …]
// SIZES: comma-separated widths or names (desktop = 1366, phone = 390);
//   default "desktop,phone". e.g. SIZES=1366,1024,390,320
// MODES: light,dark (default both). FULL=0: the first screen only.
// JS=0: with JavaScript off (no wait for hydration).
// OUT: folder for the PNGs (default tests/.tmp/shots).
import {chromium} from '@playwright/test';
import fs from 'node:fs';

const [base, ...paths] = process.argv.slice(2);
const outDir = process.env.OUT ?? 'tests/.tmp/shots';
fs.mkdirSync(outDir, {recursive: true});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const namedWidths = {desktop: 1366, phone: 390};
const modes = process.env.MODES ? process.env.MODES.split(',') : ['light', 'dark'];
const sizes = process.env.SIZES ? process.env.SIZES.split(',') : ['desktop', 'phone'];
const javaScript = process.env.JS !== '0';
for (const path of paths) {
  for (const mode of modes) {
    for (const size of sizes) {
      const width = namedWidths[size] ?? Number(size);
      const viewport = {width, height: width < 700 ? 844 : 900};
      const page = await browser.newPage({viewport, colorScheme: mode, javaScriptEnabled: javaScript});
      await page.goto(base + path);
      if (javaScript) await page.waitForSelector('html[data-has-hydrated="true"]');
      const name = `${path.replace(/\W+/g, '_') || 'home'}-${mode}-${width}${javaScript ? '' : '-nojs'}.png`;
      await page.screenshot({path: `${outDir}/${name}`, fullPage: process.env.FULL !== '0'});
      console.log(`${outDir}/${name}`);
      await page.close();
    }
  }
}
await browser.close();
