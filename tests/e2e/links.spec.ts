// Browser tests: no broken internal link, anchor or asset anywhere on the site.
import {test, expect} from '../fixtures/test';
import fs from 'node:fs';
import {LinkChecker} from 'linkinator';

test('no broken internal link, anchor or asset anywhere on the site', async ({nginx}) => {
  test.setTimeout(600_000);
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${nginx.url}/`,
    recurse: true,
    checkFragments: true,
    concurrency: 4,
    linksToSkip: (link: string) => Promise.resolve(!link.startsWith(nginx.url)),
  });
  const broken = result.links.filter((l) => l.state === 'BROKEN');
  const external = new Set(result.links.filter((l) => l.state === 'SKIPPED').map((l) => l.url));
  const checked = result.links.filter((l) => l.state === 'OK').length;
  fs.writeFileSync('tests/.tmp/external-links.txt', `${[...external].sort().join('\n')}\n`);
  console.log(
    `linkinator: ${checked} internal links checked, ${broken.length} broken, ${external.size} external links listed in tests/.tmp/external-links.txt, not fetched`,
  );
  expect(checked).toBeGreaterThan(1000);
  expect(
    broken.map(
      (l) =>
        `${l.status} ${l.url} (on ${l.parent}) ${JSON.stringify(l.failureDetails ?? '').slice(0, 200)}`,
    ),
  ).toEqual([]);
});
