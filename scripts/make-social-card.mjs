// Renders scripts/assets/social-card.html to static/img/social-card.jpg (1200x630),
// the image link previews show. Run it again after changing the HTML.
import {chromium} from '@playwright/test';
import path from 'node:path';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.goto(`file://${path.resolve('scripts/assets/social-card.html')}`);
await page.screenshot({path: 'static/img/social-card.jpg', type: 'jpeg', quality: 85});
await browser.close();
console.log('static/img/social-card.jpg');
