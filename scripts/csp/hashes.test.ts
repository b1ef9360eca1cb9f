// Tests of scripts/csp/hashes.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import {inlineScripts, inlineScriptHashes, cspConf} from './hashes';
import {scratchDir} from '../../tests/fixtures/scratchDir';

test('counts inline JavaScript only, not external scripts or JSON-LD', () => {
  const html = `<script src="/a.js"></script><script>one()</script><script type="application/ld+json">{"a":1}</script><script type=text/javascript>two()</script>`;
  assert.deepEqual(inlineScripts(html), ['one()', 'two()']);
});

test("hashes each script's exact text once with sha256, across files", (t) => {
  const dir = scratchDir(t, 'csp-', {
    'index.html': '<script>a()</script>',
    'sub/page.html': '<script>a()</script><script>b()</script>',
    'old.html':
      '<meta http-equiv="refresh" content="0; url=/new"><script>location.href="/new"</script>',
  });
  const expected = ['a()', 'b()']
    .map((s) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`)
    .sort();
  assert.deepEqual(inlineScriptHashes(dir), expected);
  assert.match(
    cspConf(expected),
    /^map "" \$csp_script_hashes \{ default "'sha256-[^"]+ 'sha256-[^"]+'"; \}$/m,
  );
});
