/**
 * npm run loadtest [-- <build dir> | <URL>] — a bounded load test on loopback:
 * nginx with deploy/nginx.conf serves the build (or, given a URL, the server
 * already there answers: the container test passes its container's), and
 * autocannon sends 20 s of requests
 * over 50 connections to a mix of pages and assets, with gzip accepted.
 * Prints requests/s and latency percentiles; fails on any error or any
 * response other than 2xx/3xx.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import {startNginx} from './nginx/harness';

const target = process.argv[2] ?? (fs.existsSync('build/index.html') ? 'build' : 'build-test');
const durationSeconds = 20;

/** A server already running at `target`, or nginx started on the build folder `target`. */
async function server(): Promise<{url: string; stop: () => Promise<void>}> {
  if (/^https?:\/\//.test(target)) return {url: target.replace(/\/$/, ''), stop: async () => {}};
  return startNginx(target);
}

async function main() {
  const nginx = await server();
  try {
    const home = await (await fetch(`${nginx.url}/`)).text();
    const script = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(home)?.[0] ?? '/';
    const paths = ['/', '/docs/installation', '/blogs', '/blogs/2020/06/29/podman-v2-announce', '/release/2022/10/22/podman-release-v4.3.0', script, '/img/podman-logo.svg', '/features.html'];
    const result = await autocannon({
      url: nginx.url,
      connections: 50,
      duration: durationSeconds,
      headers: {'accept-encoding': 'gzip'},
      requests: paths.map((path) => ({method: 'GET', path})),
    });
    const bad = result.errors + result.timeouts + result.non2xx - (result['3xx'] ?? 0);
    const row = (name: string, value: string | number) => console.log(`${name.padEnd(24)} ${value}`);
    console.log(`Load test: ${target} behind deploy/nginx.conf, ${durationSeconds} s, 50 connections, ${paths.length} URLs in turn`);
    row('requests', result.requests.total);
    row('requests/s (mean)', Math.round(result.requests.average));
    row('throughput (MB/s)', (result.throughput.average / 1e6).toFixed(1));
    row('latency p50 (ms)', result.latency.p50);
    row('latency p90 (ms)', result.latency.p90);
    row('latency p99 (ms)', result.latency.p99);
    row('latency max (ms)', result.latency.max);
    row('2xx / 3xx', `${result['2xx']} / ${result['3xx']}`);
    row('errors / timeouts', `${result.errors} / ${result.timeouts}`);
    row('other statuses', result['4xx'] + result['5xx']);
    if (bad > 0 || result['4xx'] + result['5xx'] > 0) {
      console.error('Load test failed: errors or responses other than 2xx/3xx.');
      process.exitCode = 1;
    }
  } finally {
    await nginx.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
