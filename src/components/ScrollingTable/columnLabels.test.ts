import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement as h, isValidElement, type ReactElement} from 'react';
import {columnLabels, textOf, withColumnLabels} from './columnLabels';

// A table as MDX renders it: thead > tr > th, tbody > tr > td.
const table = [
  h('thead', {key: 'h'}, h('tr', null, h('th', null, 'Build tag'), h('th', null, 'What it ', h('em', null, 'does')), h('th', null, 'Needs'))),
  h('tbody', {key: 'b'}, h('tr', null, h('td', null, h('code', null, 'seccomp')), h('td', null, 'filters calls'), h('td', null, 'libseccomp'))),
];

test("a header cell's text, through code and emphasis", () => {
  assert.equal(textOf(h('th', null, 'What it ', h('em', null, 'does'))), 'What it does');
});

test('the column names come from the header row', () => {
  assert.deepEqual(columnLabels(table), ['Build tag', 'What it does', 'Needs']);
  assert.deepEqual(columnLabels([h('tbody', {key: 'b'})]), [], 'no header, no names');
});

test('each body cell carries its column name; the header is left as it is', () => {
  const [head, body] = withColumnLabels(table, columnLabels(table)) as ReactElement<{children: ReactElement<{children: ReactElement[]}>}>[];
  assert.equal(head!.props, table[0]!.props, "the header row is the same, untouched");
  const cells = body!.props.children;
  const row = (Array.isArray(cells) ? cells[0] : cells) as ReactElement<{children: ReactElement<{'data-label'?: string}>[]}>;
  const labels = row.props.children.filter(isValidElement).map((td) => td.props['data-label']);
  assert.deepEqual(labels, ['Build tag', 'What it does', 'Needs']);
});
