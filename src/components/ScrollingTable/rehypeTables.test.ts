// Tests of src/components/ScrollingTable/rehypeTables.ts: tables' names and column labels.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import rehypeTables, {columnLabels, textOf} from './rehypeTables';

type Node = Parameters<typeof textOf>[0];
const text = (value: string): Node => ({type: 'text', value});
const el = (tagName: string, ...children: Node[]): Node => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const table = (...columns: string[]) =>
  el(
    'table',
    el('thead', el('tr', ...columns.map((c) => el('th', text(c))))),
    el('tbody', el('tr', ...columns.map((c) => el('td', text(`${c} value`))))),
  );
const run = (tree: Node, data = {}) => rehypeTables()(tree, {data});
const cells = (t: Node) =>
  t.children![1]!.children![0]!.children!.map((td) => td.properties!.dataLabel);

test("reads a header cell's text through code and emphasis", () => {
  assert.equal(textOf(el('th', text('What it '), el('em', text('does')))), 'What it does');
  assert.deepEqual(columnLabels(table('Build tag', 'Effect')), ['Build tag', 'Effect']);
  assert.deepEqual(columnLabels(el('table', el('tbody'))), [], 'no header, no names');
});

test('names a table after the nearest heading above it', () => {
  const [first, second] = [table('A', 'B'), table('C', 'D')];
  const tree = el(
    'root',
    el('h2', text('Build tags')),
    first,
    el('h3', text('On '), el('code', text('arm64'))),
    el('div', el('div', second)),
  );
  run(tree);
  assert.deepEqual(
    [first.properties!.dataHeading, second.properties!.dataHeading],
    ['Build tags', 'On arm64'],
  );
});

test("names a table with no heading above after the page's title", () => {
  const t = table('A', 'B');
  run(el('root', t), {contentTitle: undefined, frontMatter: {title: 'Installation'}});
  assert.equal(t.properties!.dataHeading, 'Installation');
});

test('leaves a table with no heading and no title unnamed', () => {
  const bare = table('A', 'B');
  run(el('root', bare));
  assert.equal(bare.properties!.dataHeading, undefined);
});

test('stacks a table of three columns, each cell under its column name', () => {
  const three = table('Build tag', 'Effect', 'Dependency');
  run(el('root', three));
  assert.deepEqual(
    [three.properties!.dataLayout, cells(three)],
    ['stacked', ['Build tag', 'Effect', 'Dependency']],
  );
});

test('leaves a table of two columns as it is', () => {
  const two = table('Option', 'Value');
  run(el('root', two));
  assert.deepEqual([two.properties!.dataLayout, cells(two)], [undefined, [undefined, undefined]]);
});
