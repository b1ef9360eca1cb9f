import {test} from 'node:test';
import assert from 'node:assert/strict';
import {htmlStep, htmlStepsOver} from './htmlSteps';

test('the wait is over only when the HTML steps of the plugins in the build are, and a failed step fails it', async () => {
  let routeDataDone = false;
  let release = () => {};
  const routeData = htmlStep('route-data', () => new Promise<void>((resolve) => (release = resolve)).then(() => void (routeDataDone = true)));
  // search-index is not in this build: nothing waits for it.
  const waiting = htmlStepsOver([{name: 'route-data'}, {name: 'address-forms'}]).then(() => routeDataDone);
  await new Promise((r) => setTimeout(r, 20));
  release();
  await routeData;
  assert.equal(await waiting, true);
  await assert.rejects(htmlStep('search-index', () => Promise.reject(new Error('Pagefind failed'))), /Pagefind failed/);
  await assert.rejects(htmlStepsOver([{name: 'search-index'}]), /Pagefind failed/);
});
