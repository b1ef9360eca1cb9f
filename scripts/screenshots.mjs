// node scripts/screenshots.mjs http://localhost:3000 /path [/path …]: screenshots for a human to
// look at, light and dark, at a visitor's widths; SHOTS_* (maintaining/environment.md) are checked
// by this tool alone.
import {chromium} from '@playwright/test';
import fs from 'node:fs';
import {checkEnvironment} from '../config/environment.ts';

checkEnvironment(process.env, 'screenshots');

const [base, ...paths] = process.argv.slice(2);
const outDir = process.env.SHOTS_OUT || 'tests/.tmp/shots';
fs.mkdirSync(outDir, {recursive: true});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const namedWidths = {desktop: 1366, phone: 390};
const modes = process.env.SHOTS_MODES ? process.env.SHOTS_MODES.split(',') : ['light', 'dark'];
const sizes = process.env.SHOTS_SIZES ? process.env.SHOTS_SIZES.split(',') : ['desktop', 'phone'];
const javaScript = process.env.SHOTS_JS !== '0';
for (const path of paths) {
  for (const mode of modes) {
    for (const size of sizes) {
      const width = namedWidths[size] ?? Number(size);
      const viewport = {width, height: width < 700 ? 844 : 900};
      const page = await browser.newPage({
        viewport,
        colorScheme: mode,
        javaScriptEnabled: javaScript,
      });
      await page.goto(base + path);
      if (javaScript) await page.waitForSelector('html[data-has-hydrated="true"]');
      const name = `${path.replace(/\W+/g, '_') || 'home'}-${mode}-${width}${javaScript ? '' : '-nojs'}.png`;
      await page.screenshot({path: `${outDir}/${name}`, fullPage: process.env.SHOTS_FULL !== '0'});
      console.log(`${outDir}/${name}`);
      await page.close();
    }
  }
}
await browser.close();
