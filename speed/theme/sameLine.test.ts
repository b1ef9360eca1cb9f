// Tests of speed/theme/sameLine.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Props} from '@theme/CodeBlock/Line';
import {sameLine} from './sameLine';

const line = [{types: ['plain'], content: 'podman run'}];
const getLineProps = () => ({});
const getTokenProps = () => ({});
const base = {
  line,
  getLineProps,
  getTokenProps,
  showLineNumbers: false,
  classNames: ['theme-code-block-highlighted-line'],
} as unknown as Props;

test('a line with the same tokens, getters and classes (in a new array) is the same', () => {
  assert.equal(sameLine(base, {...base, classNames: ['theme-code-block-highlighted-line']}), true);
  assert.equal(sameLine({...base, classNames: undefined}, {...base, classNames: undefined}), true);
});

// New tokens, new getters (new colours), other classes or line numbers make it differ.
for (const c of [
  {name: 'new tokens', change: {line: [...line]}},
  {name: 'a new getTokenProps', change: {getTokenProps: () => ({})}},
  {name: 'a new getLineProps', change: {getLineProps: () => ({})}},
  {name: 'no classes', change: {classNames: []}},
  {name: 'classes unset', change: {classNames: undefined}},
  {name: 'other classes', change: {classNames: ['other']}},
  {name: 'line numbers', change: {showLineNumbers: true}},
]) {
  test(`a line with ${c.name} differs`, () => {
    assert.equal(sameLine(base, {...base, ...c.change} as unknown as Props), false);
  });
}
