// Takes screenshots of pages for a human to look at: desktop and 390 px phone,
// light and dark. Usage: node scripts/screenshots.mjs http://localhost:3000 /path [/path …]
// Writes PNGs to tests/.tmp/shots/.
import {chromium} from '@playwright/test';
import fs from 'node:fs';

const [base, ...paths] = process.argv.slice(2);
const outDir = 'tests/.tmp/shots';
fs.mkdirSync(outDir, {recursive: true});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const modes = process.env.MODES ? process.env.MODES.split(',') : ['light', 'dark'];
const sizes = process.env.SIZES ? process.env.SIZES.split(',') : ['desktop', 'phone'];
for (const path of paths) {
  for (const mode of modes) {
    for (const size of sizes) {
      const viewport = size === 'phone' ? {width: 390, height: 844} : {width: 1366, height: 900};
      const page = await browser.newPage({viewport, colorScheme: mode});
      await page.goto(base + path);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const name = `${path.replace(/\W+/g, '_') || 'home'}-${mode}-${size}.png`;
      await page.screenshot({path: `${outDir}/${name}`, fullPage: process.env.FULL !== '0'});
      console.log(`${outDir}/${name}`);
      await page.close();
    }
  }
}
await browser.close();
