// Tests of speed/theme/sameLine.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Props} from '@theme/CodeBlock/Line';
import {sameLine} from './sameLine';

const line = [{types: ['plain'], content: 'podman run'}];
const getLineProps = () => ({});
const getTokenProps = () => ({});
const base = {line, getLineProps, getTokenProps, showLineNumbers: false, classNames: ['theme-code-block-highlighted-line']} as unknown as Props;

test('a line with the same tokens, getters and classes (in a new array) is the same', () => {
  assert.equal(sameLine(base, {...base, classNames: ['theme-code-block-highlighted-line']}), true);
  assert.equal(sameLine({...base, classNames: undefined}, {...base, classNames: undefined}), true);
});

test('new tokens, new getters (new colours), other classes or line numbers make it differ', () => {
  const changes = [{line: [...line]}, {getTokenProps: () => ({})}, {getLineProps: () => ({})}, {classNames: []}, {classNames: undefined}];
  for (const change of [...changes, {classNames: ['other']}, {showLineNumbers: true}]) {
    assert.equal(sameLine(base, {...base, ...change} as unknown as Props), false, Object.keys(change)[0]);
  }
});
