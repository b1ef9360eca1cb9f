// npm run preview:post -- blog/YYYY-MM-DD-slug.md [--port N] [--host H] [--no-check-links] [other
// options of `docusaurus start`] (CONTRIBUTING.md, "Preview"): the dev server with that one post,
// its tag and author pages and the site's chrome; prints the post's address once the server
// answers. The checks Docusaurus runs while loading content still run on the post, with the build's
// messages (config/frontMatter.ts, the blog options); a post that fails one stops it. The link
// checks need a build of the whole site: ./linkCheck.mts makes one beside the preview.
import path from 'node:path';
import {spawn} from 'node:child_process';
import {parseArgs} from 'node:util';
import {previewPost, type PreviewPost} from '../../config/previewPost.ts';
import {checkLinks} from './linkCheck.mts';

const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(import.meta.dirname, '../..'));

const {values, positionals, tokens} = parseArgs({
  allowPositionals: true,
  strict: false,
  tokens: true,
  allowNegative: true,
  options: {
    port: {type: 'string', default: '3000'},
    host: {type: 'string', default: 'localhost'},
    // The link check's build works beside the preview: the bench and the dev specs time the preview
    // alone.
    'check-links': {type: 'boolean', default: true},
  },
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

// The other options go to `docusaurus start` as given; the browser stays closed, as the address is
// printed.
const ours = new Set(['port', 'host', 'check-links']);
const passed = tokens.filter((t) => t.kind === 'option' && !ours.has(t.name));
const startArgs = passed.flatMap((t) =>
  t.kind === 'option' ? [t.rawName, ...(t.value === undefined ? [] : [t.value])] : [],
);
const server = spawn(
  path.join(siteDir, 'node_modules/.bin/docusaurus'),
  ['start', siteDir, '--no-open', '--port', port, '--host', String(values.host), ...startArgs],
  {
    stdio: 'inherit',
    // Generated files of its own: `npm start` may be running on the same checkout, and would
    // overwrite them.
    env: {
      ...process.env,
      SITE_PREVIEW_POST: path.relative(siteDir, path.resolve(siteDir, given)),
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-preview',
    },
  },
);
let linkCheck: {stop: () => void} | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  linkCheck?.stop();
  process.exit(code ?? (signal ? 1 : 0));
});

// The dev server answers once its first compile is done (webpack-dev-middleware holds requests
// until then).
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
  if (values['check-links']) {
    linkCheck = checkLinks({
      siteDir,
      postFile: path.resolve(siteDir, given!),
      log: (message) => console.log(`\n${message}`),
    });
  }
}
void announce();
