// npm run preview:post -- blog/YYYY-MM-DD-slug.md [--port N] [--host H] [other options of `docusaurus start`]
// (CONTRIBUTING.md, "Preview"): the dev server with that one post, its tag and author pages and the site's chrome;
// prints the post's address once the server answers. The checks Docusaurus runs while loading content still run on
// the post, with the build's messages (config/frontMatter.ts, the blog options); a post that fails one stops it.
import path from 'node:path';
import {spawn} from 'node:child_process';
import {parseArgs} from 'node:util';
import {previewPost, type PreviewPost} from '../../config/previewPost.ts';

const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(import.meta.dirname, '../..'));

const {values, positionals, tokens} = parseArgs({
  allowPositionals: true,
  strict: false,
  tokens: true,
  options: {port: {type: 'string', default: '3000'}, host: {type: 'string', default: 'localhost'}},
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [given, ...extra] = positionals;
if (!given) fail('preview: name a post, e.g. npm run preview:post -- blog/2019-06-13-new.md');
if (extra.length > 0) fail(`preview: one post at a time, not also ${extra.join(' ')}`);
let post: PreviewPost;
try {
  post = previewPost(siteDir, given);
} catch (err) {
  fail((err as Error).message);
}
const port = String(values.port);
if (!/^\d{2,5}$/.test(port)) fail(`preview: --port ${port}: not a port number`);

// The other options go to `docusaurus start` as given; the browser stays closed, as the address is printed.
const passed = tokens.filter((t) => t.kind === 'option' && t.name !== 'port' && t.name !== 'host');
const startArgs = passed.flatMap((t) =>
  t.kind === 'option' ? [t.rawName, ...(t.value === undefined ? [] : [t.value])] : [],
);
const server = spawn(
  path.join(siteDir, 'node_modules/.bin/docusaurus'),
  ['start', siteDir, '--no-open', '--port', port, '--host', String(values.host), ...startArgs],
  {
    stdio: 'inherit',
    // Generated files of its own: `npm start` may be running on the same checkout, and would overwrite them.
    env: {
      ...process.env,
      SITE_PREVIEW_POST: path.relative(siteDir, path.resolve(siteDir, given)),
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-preview',
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// The dev server answers once its first compile is done (webpack-dev-middleware holds requests until then).
const address = `http://${values.host}:${port}${post.route}`;
async function announce() {
  for (;;) {
    try {
      const response = await fetch(address);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log(`\npreview: ${path.join(post.blog, post.fileName)} is at ${address}`);
}
void announce();
