// npm run loadtest [-- <build dir> | <URL>] (maintaining/scale.md): 20 s of requests over 50
// connections to the build behind deploy/nginx.conf, or to a server already at URL; fails on any
// error or response other than 2xx/3xx.
import fs from 'node:fs';
import autocannon from 'autocannon';
import {startNginx} from './nginx/harness';

const target = process.argv[2] ?? (fs.existsSync('build/index.html') ? 'build' : 'build-test');
const durationSeconds = 20;

async function main() {
  const nginx = /^https?:\/\//.test(target)
    ? {url: target.replace(/\/$/, ''), stop: async () => {}}
    : await startNginx(target);
  try {
    const home = await (await fetch(`${nginx.url}/`)).text();
    const script = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(home)?.[0] ?? '/';
    const paths = [
      '/',
      '/docs/installation',
      '/blogs',
      '/blogs/2020/06/29/podman-v2-announce',
      '/release/2022/10/22/podman-release-v4.3.0',
      script,
      '/img/podman-logo.svg',
      '/features.html',
    ];
    const result = await autocannon({
      url: nginx.url,
      connections: 50,
      duration: durationSeconds,
      headers: {'accept-encoding': 'gzip'},
      requests: paths.map((path) => ({method: 'GET', path})),
    });
    const bad = result.errors + result.timeouts + result.non2xx - (result['3xx'] ?? 0);
    console.log(
      `Load test: ${target} behind deploy/nginx.conf, ${durationSeconds} s, 50 connections, ${paths.length} URLs in turn`,
    );
    const rows = {
      requests: result.requests.total,
      'requests/s (mean)': Math.round(result.requests.average),
      'throughput (MB/s)': (result.throughput.average / 1e6).toFixed(1),
      'latency p50 (ms)': result.latency.p50,
      'latency p90 (ms)': result.latency.p90,
      'latency p99 (ms)': result.latency.p99,
      'latency max (ms)': result.latency.max,
      '2xx / 3xx': `${result['2xx']} / ${result['3xx']}`,
      'errors / timeouts': `${result.errors} / ${result.timeouts}`,
      'other statuses': result['4xx'] + result['5xx'],
    };
    for (const [name, value] of Object.entries(rows)) console.log(`${name.padEnd(24)} ${value}`);
    if (bad > 0 || result['4xx'] + result['5xx'] > 0) {
      console.error('Load test failed: errors or responses other than 2xx/3xx.');
      process.exitCode = 1;
    }
  } finally {
    await nginx.stop();
  }
}

// A failure is an unhandled rejection: Node prints it and exits with status 1.
void main();
