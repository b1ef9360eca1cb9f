// A stand-in for GitHub Pages on nginx, so the tests see what a visitor of the published site gets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {freePort, runNginx} from './harness';

// GitHub Pages, as tried on its own pages: the file, else the path plus `.html` (even beside a
// folder of that name), else a folder's index.html (a 301 adds the slash), else `404.html` with
// 404; no headers of ours.
function githubPagesConfig(opts: {root: string; port: number; dir: string}) {
  return `worker_processes 1;
pid ${opts.dir}/nginx.pid;
error_log ${opts.dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${opts.dir}/body;
  proxy_temp_path ${opts.dir}/proxy;
  fastcgi_temp_path ${opts.dir}/fastcgi;
  uwsgi_temp_path ${opts.dir}/uwsgi;
  scgi_temp_path ${opts.dir}/scgi;
  server {
    listen 127.0.0.1:${opts.port};
    root ${opts.root};
    # A folder without an index.html (/blogs/) is a 404 on GitHub Pages, not a 403.
    error_page 403 404 =404 /404.html;
    location / {
      try_files $uri $uri.html @folder;
    }
    location @folder {
      if (-f $request_filename/index.html) {
        rewrite ^(.*[^/])$ $1/ permanent;
      }
      try_files $uri/index.html =404;
    }
  }
}
`;
}

/**
 * Serves `root` as GitHub Pages would, under `baseUrl` as a preview is on gh-pages (its 404 page at
 * the root too).
 */
export async function startGithubPagesLike(
  root: string,
  opts: {baseUrl?: string; port?: number} = {},
) {
  const absRoot = path.resolve(root);
  if (!fs.existsSync(path.join(absRoot, '404.html'))) {
    throw new Error(`no built site with a 404.html at ${absRoot}`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podman-site-ghpages-'));
  let served = absRoot;
  const base = opts.baseUrl ?? '/';
  if (base !== '/') {
    // nginx's workers read the tree as another user.
    fs.chmodSync(dir, 0o755);
    served = path.join(dir, 'root');
    fs.mkdirSync(path.join(served, path.dirname(base)), {recursive: true});
    fs.symlinkSync(absRoot, path.join(served, base.replace(/\/$/, '')));
    fs.copyFileSync(path.join(absRoot, '404.html'), path.join(served, '404.html'));
  }
  const port = opts.port ?? (await freePort());
  fs.writeFileSync(path.join(dir, 'nginx.conf'), githubPagesConfig({root: served, port, dir}));
  return runNginx(dir, port);
}
