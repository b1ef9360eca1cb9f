// The one-post preview's link check (CONTRIBUTING.md, "Preview"): Docusaurus finds broken links and
// anchors on rendered pages, and a link to another post is only good if that post is there, so the
// check is a build of the whole site, SITE_LINK_CHECK=1 (no plugin that writes files after a build,
// a Rspack cache of its own; without the speed layer), in the background at a lower priority than
// the preview: once when the preview starts, and again after each save of the post.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawn, type ChildProcess} from 'node:child_process';

/**
 * What a failed link check says: Docusaurus's own report from "Docusaurus found broken" to the end
 * of its list, or the end of the build's output when it failed otherwise.
 */
export function linkCheckReport(output: string) {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => /Docusaurus found broken (links|anchors)/.test(line));
  if (start === -1) return lines.slice(-30).join('\n').trim();
  // From the phrase on: the line begins with the error's "[cause]: Error: ".
  const rest = [
    lines[start]!.slice(lines[start]!.search(/Docusaurus found broken/)),
    ...lines.slice(start + 1),
  ];
  // The list ends where the build's stack trace or its closing lines begin.
  const end = rest.findIndex((line, i) => i > 0 && /^\s*at |^\[ERROR\] Unable to build/.test(line));
  return rest
    .slice(0, end === -1 ? undefined : end)
    .join('\n')
    .trim();
}

type Options = {siteDir: string; postFile: string; log: (message: string) => void};

/** Starts the checks; `stop` ends a running one and stops watching the post. */
export function checkLinks({siteDir, postFile, log}: Options) {
  // Pages nobody serves: a folder of the system's, removed when the checks stop.
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-link-check-'));
  let running: ChildProcess | undefined;
  let again = false;
  let stopped = false;

  function run() {
    if (running) {
      again = true;
      return;
    }
    const started = Date.now();
    let output = '';
    // A process group of its own, so that stopping it stops the build's workers too.
    running = spawn(
      'nice',
      [
        '-n',
        '10',
        path.join(siteDir, 'node_modules/.bin/docusaurus'),
        'build',
        siteDir,
        '--out-dir',
        outDir,
      ],
      {
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          SITE_LINK_CHECK: '1',
          // Docusaurus's own client: the speed layer changes how pages load, not what they link to,
          // and its guards stopped a build whose generated files are not in .docusaurus/
          // (slim-prism: "0 requests rewritten").
          SITE_SPEED_LAYER: 'off',
          SITE_PREVIEW_POST: '',
          DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-link-check',
          FORCE_COLOR: '0',
        },
      },
    );
    running.stdout!.on('data', (d) => (output += String(d)));
    running.stderr!.on('data', (d) => (output += String(d)));
    running.on('exit', (code) => {
      running = undefined;
      if (stopped) return;
      const seconds = Math.round((Date.now() - started) / 1000);
      if (code === 0) {
        log(
          `preview: links and anchors of the whole site checked as the build checks them: none broken (${seconds} s)`,
        );
      } else {
        log(
          `preview: the link check (a build of the whole site, ${seconds} s) failed:\n${linkCheckReport(output)}`,
        );
      }
      if (again) {
        again = false;
        run();
      }
    });
  }

  log('preview: checking links and anchors in the background (a build of the whole site)');
  run();
  // Editors save in several writes, or by renaming a new file over the post: one check for a burst
  // of them.
  let timer: NodeJS.Timeout | undefined;
  const watcher = fs.watch(path.dirname(postFile), (_event, name) => {
    if (name !== path.basename(postFile)) return;
    clearTimeout(timer);
    timer = setTimeout(run, 500);
  });
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      watcher.close();
      if (running?.pid) process.kill(-running.pid, 'SIGTERM');
      fs.rmSync(outDir, {recursive: true, force: true});
    },
  };
}
