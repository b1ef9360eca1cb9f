// The preview's link check (scripts/preview-post/linkCheck.mts) on a site whose one post links to
// nothing: the build's message, then after a save that mends the link, none broken. Nightly: each
// check is a build of the site.
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {checkLinks} from './linkCheck.mts';
import {siteWithPost} from '../../tests/fixtures/previewSite';
import {badPostCases} from '../../tests/fixtures/badPosts';
import {postRoute} from '../../config/postRoute';

/**
 * Starts the checks on the site's one post; `next()` waits for the next finished check's message.
 */
function checks(t: TestContext, siteDir: string, postFile: string) {
  const results: string[] = [];
  let wake = () => {};
  const checker = checkLinks({
    siteDir,
    postFile,
    log: (message) => {
      if (message.includes('checking links')) return;
      results.push(message);
      wake();
    },
  });
  t.after(() => checker.stop());
  return {
    next: async (): Promise<string> => {
      while (results.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return results.shift()!;
    },
  };
}

// One after the other: the checks share the Rspack cache of the checkout's node_modules.
for (const {post, says} of badPostCases.filter((c) => c.when === 'render')) {
  test(`finds ${post} with the build's message`, {timeout: 600_000}, async (t) => {
    const site = siteWithPost(t, post, {allPosts: true});
    const postFile = path.join(site, 'blog', post);
    const check = checks(t, site, postFile);
    const failed = await check.next();
    assert.match(
      failed,
      /^preview: the link check \(a build of the whole site, \d+ s\) failed:\nDocusaurus found broken (links|anchors)!/,
    );
    assert.match(failed, says);
    if (!post.includes('broken-link')) return;
    // Mended: the link goes to a post of the site (a release announcement, as blog/ holds this one
    // post alone).
    const release = fs
      .readdirSync(path.join(site, 'release'))
      .find((f) => /^\d{4}-.*\.md$/.test(f))!;
    fs.writeFileSync(
      postFile,
      fs
        .readFileSync(postFile, 'utf8')
        .replace('/blogs/2099/01/01/nowhere', postRoute('/release', release)),
    );
    assert.match(
      await check.next(),
      /^preview: links and anchors of the whole site checked as the build checks them: none broken \(\d+ s\)$/,
    );
  });
}
