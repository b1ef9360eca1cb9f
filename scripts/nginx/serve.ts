// npm run serve:nginx [-- [--pages] [--base-url /path/] [--port N] <build dir>]: the build behind
// deploy/nginx.conf until Ctrl-C; with --pages, as GitHub Pages serves it, under its base URL if
// given.
import {parseArgs} from 'node:util';
import {startNginx} from './harness';
import {startGithubPagesLike} from './githubPages';

const {values, positionals} = parseArgs({
  options: {pages: {type: 'boolean'}, 'base-url': {type: 'string'}, port: {type: 'string'}},
  allowPositionals: true,
});
const root = positionals[0] ?? 'build';
const port = values.port === undefined ? undefined : Number(values.port);
const baseUrl = values['base-url'];
if ((baseUrl || port !== undefined) && !values.pages) {
  console.error('--base-url and --port go with --pages');
  process.exit(1);
}
const started = values.pages ? startGithubPagesLike(root, {baseUrl, port}) : startNginx(root);
started.then(
  (nginx) => {
    console.log(
      `Serving ${root} ${values.pages ? 'as GitHub Pages does' : 'with deploy/nginx.conf'} at ${nginx.url}${baseUrl ?? '/'}`,
    );
    const stop = () => nginx.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (err) => {
    console.error(err.message);
    process.exit(1);
  },
);
