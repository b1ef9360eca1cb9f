/**
 * Issue 34, point 1: a post is in its byline author's own voice. Its prose
 * does not name its author by full name or as "<First name>'s" (quotes, code
 * and blockquotes aside), unless config/ownBylineAllowList.json says why the
 * post reports on its author. The first tests hold the check to crafted
 * posts, so it is known to fail when it should; the last runs it on the site.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {bylineKeys, findBylineMentions, judgeBylines, readAuthorNames, scanSiteBylines, type AllowedPost} from './ownByline';

const siteDir = path.resolve(__dirname, '..');
const names = readAuthorNames('dwalsh:\n  name: "Dan Walsh"\nsumantro:\n  name: "Sumantro"\nmheon:\n  name: "Matthew Heon"\n');

const crafted = [
  '---',
  'title: "Dan Walsh\'s tips"',
  'description: "Dan Walsh writes about Podman."',
  'authors: [dwalsh]',
  '---',
  'Here is another entry in Dan Walsh\'s series.',
  'See [Dan’s post](https://example.com/Dan%20Walsh) for more.',
  'As "Dan Walsh" and “Dan’s Podman” put it, quoted words are theirs.',
  '> Dan Walsh said this in a quote.',
  'Run `echo Dan Walsh` and then read on; Danny\'s and Dan Walshington are other people.',
  '```bash',
  'echo "Dan\'s"',
  '```',
  'Matthew Heon is not on the byline, so naming him is fine.',
].join('\n');

test('a crafted post naming its own author is flagged, by full name and first-name possessive, with line numbers', () => {
  const found = findBylineMentions('blog/crafted.md', crafted, names);
  assert.deepEqual(
    found.map((m) => `${m.line} ${m.words}`),
    ['6 Dan Walsh', '7 Dan’s'],
  );
});

test('the same crafted post in the first person passes', () => {
  const firstPerson = crafted.replace("another entry in Dan Walsh's series", 'another entry in my series').replace('[Dan’s post]', '[my post]');
  assert.deepEqual(findBylineMentions('blog/crafted.md', firstPerson, names), []);
});

test('front matter gives the byline as a list or a single key; an author missing from the authors file is an error', () => {
  assert.deepEqual(bylineKeys('---\nauthors: [dwalsh, mheon]\n---\nbody').keys, ['dwalsh', 'mheon']);
  assert.deepEqual(bylineKeys('---\nauthors: sumantro\n---\nbody').keys, ['sumantro']);
  assert.deepEqual(bylineKeys('no front matter').keys, []);
  assert.throws(() => findBylineMentions('blog/x.md', '---\nauthors: [nobody]\n---\nText.', names), /nobody/);
  assert.deepEqual(
    findBylineMentions('blog/x.md', '---\nauthors: sumantro\n---\nSumantro tested it.', names).map((m) => m.words),
    ['Sumantro'],
  );
});

test('the allow-list passes its posts, flags the rest, and reports entries with nothing left to allow', () => {
  const mentions = [
    {file: 'blog/talk.md', author: 'dwalsh', words: 'Dan Walsh', line: 3},
    {file: 'blog/tip.md', author: 'dwalsh', words: "Dan's", line: 5},
  ];
  const allowed: AllowedPost[] = [
    {file: 'blog/talk.md', reason: 'reports on a talk'},
    {file: 'blog/fixed.md', reason: 'once quoted its author'},
  ];
  const {flagged, stale} = judgeBylines(mentions, allowed);
  assert.deepEqual(flagged.map((m) => m.file), ['blog/tip.md']);
  assert.deepEqual(stale.map((a) => a.file), ['blog/fixed.md']);
});

const allowList = JSON.parse(fs.readFileSync(path.join(__dirname, 'ownBylineAllowList.json'), 'utf8')) as AllowedPost[];

test('every allow-list entry names a post of the site and gives a reason', () => {
  for (const entry of allowList) {
    assert.ok(fs.existsSync(path.join(siteDir, entry.file)), `${entry.file}: no such post`);
    assert.ok(typeof entry.reason === 'string' && entry.reason.trim().length >= 10, `${entry.file}: give a reason`);
  }
});

test('no post of blog/ or release/ names its own byline author outside quotes, except those allowed', () => {
  const mentions = scanSiteBylines(siteDir);
  const {flagged, stale} = judgeBylines(mentions, allowList);
  console.log(`posts naming their own author: ${new Set(mentions.map((m) => m.file)).size}, allowed: ${allowList.length}, flagged: ${new Set(flagged.map((m) => m.file)).size}`);
  assert.deepEqual(
    flagged.map((m) => `${m.file}:${m.line} names its author ${m.author} as "${m.words}"`),
    [],
  );
  assert.deepEqual(stale.map((a) => `${a.file}: allowed, but names no byline author any more`), []);
});
