// Build test: main.js alone carries V8's compile hint (the compile-hints speed piece).
import {test, expect} from '../fixtures/test';
import fs from 'node:fs';
import path from 'node:path';
import {COMPILE_HINT} from '../../speed/compile-hints/plugin';

// V8 reads the hint only on a file's first line, and the minifier drops comments: the build output
// is where to check it.
const scripts = path.resolve('build-test/assets/js');

test("main.js opens with V8's compile hint, and the other scripts do not", () => {
  const files = fs.readdirSync(scripts).filter((f) => f.endsWith('.js'));
  const main = files.filter((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  expect(main).toHaveLength(1);
  const firstLine = (file: string) =>
    fs.readFileSync(path.join(scripts, file), 'utf8').split('\n', 1)[0];
  expect(firstLine(main[0]!)).toBe(COMPILE_HINT);
  const others = files.filter((f) => f !== main[0] && firstLine(f) === COMPILE_HINT);
  expect(others).toEqual([]);
});
