import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formFiles} from './forms';
import {redirectPage} from './redirectPage';
import {redirects} from '../../config/redirects';

const built = new Set(['index.html', '404.html', 'features.html', 'blogs.html', 'blogs/2020/06/29/podman-v2-announce.html', 'release/2022/10/22/podman-release-v4.3.0.html', 'blogs/2019/06/13/new.html', 'docs.html', 'docs/installation.html', 'releases/2022/10/22/podman-release-v4.3.0/index.html']);
const routes = ['/', '/404', '/features', '/blogs', '/blogs/2020/06/29/podman-v2-announce', '/release/2022/10/22/podman-release-v4.3.0', '/blogs/2019/06/13/new', '/docs', '/docs/installation', '/search*'];
const forms = formFiles({routes, exists: (f) => built.has(f), oldAddresses: (r) => redirects.createRedirects(r) ?? [], fixed: redirects.redirects});
const form = (file: string) => forms.find((f) => f.file === file);
const to = (file: string) => {
  const f = form(file);
  return f && 'redirectTo' in f ? f.redirectTo : undefined;
};
const copyOf = (file: string) => {
  const f = form(file);
  return f && 'copyOf' in f ? f.copyOf : undefined;
};

test('every page written as p.html is also p/index.html, the same page (a redirect there could point at itself)', () => {
  assert.equal(copyOf('features/index.html'), 'features.html');
  assert.equal(copyOf('blogs/index.html'), 'blogs.html');
  assert.equal(copyOf('docs/installation/index.html'), 'docs/installation.html');
  assert.equal(copyOf('blogs/2020/06/29/podman-v2-announce/index.html'), 'blogs/2020/06/29/podman-v2-announce.html');
  assert.equal(to('features/index.html'), undefined);
});

test('the old .html addresses of releases, notices and talks lead to their routes', () => {
  assert.equal(to('releases/2022/10/22/podman-release-v4.3.0.html'), '/release/2022/10/22/podman-release-v4.3.0');
  assert.equal(to('new/2019/06/13/new.html'), '/blogs/2019/06/13/new');
  assert.equal(to('releases.html'), '/release');
  assert.equal(to('getting-started/checkpoint.html'), '/docs/checkpoint');
});

test('nothing the build wrote is replaced, and the home, the 404 page and pattern routes get nothing', () => {
  for (const f of forms) assert.ok(!built.has(f.file), f.file);
  assert.equal(form('index/index.html'), undefined);
  assert.equal(form('404/index.html'), undefined);
  assert.ok(forms.every((f) => !f.file.includes('*')));
  // A route without a p.html (another plugin's page, say) has no page to lead to.
  assert.equal(formFiles({routes: ['/elsewhere'], exists: () => false, oldAddresses: () => [], fixed: []}).length, 0);
});

test('one file leading to two places is an error naming it', () => {
  assert.throws(
    () => formFiles({routes: ['/a', '/b'], exists: (f) => f.endsWith('.html') && !f.startsWith('old'), oldAddresses: () => ['/old'], fixed: []}),
    /address-forms: old\.html would be both a redirect to \/a and a redirect to \/b/,
  );
});

test('the redirect page keeps the query and fragment, works without scripts, and names the address', () => {
  const html = redirectPage('/docs/installation', 'https://podman.io');
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/installation">/);
  assert.match(html, /location\.replace\("\/docs\/installation" \+ location\.search \+ location\.hash\)/);
  assert.match(html, /<link rel="canonical" href="https:\/\/podman\.io\/docs\/installation">/);
  assert.match(html, /<meta name="robots" content="noindex">/);
  assert.throws(() => redirectPage('javascript:alert(1)', 'https://podman.io'), /must be a site path/);
});
