// A table of three or more columns is laid out on a phone as one block per
// row, each cell under its column's name (styles.module.css, .stacked). The
// names come from the header row and go on each body cell as data-label, in
// the server's HTML too, so the layout needs no JavaScript.
import {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';

type WithChildren = {children?: ReactNode};

const elementsOf = (node: ReactNode, type: string): ReactElement<WithChildren>[] =>
  Children.toArray(node).filter((c): c is ReactElement<WithChildren> => isValidElement(c) && c.type === type);

/** The text of a piece of rendered markdown (a header cell may hold code or emphasis). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<WithChildren>(node)) return textOf(node.props.children);
  return '';
}

/** The names of the table's columns, from its header row; none when the table has no plain header. */
export function columnLabels(tableChildren: ReactNode): string[] {
  const head = elementsOf(tableChildren, 'thead')[0];
  const row = head && elementsOf(head.props.children, 'tr')[0];
  return row ? elementsOf(row.props.children, 'th').map((th) => textOf(th.props.children).trim()) : [];
}

/** The table's children with each body cell carrying its column's name. */
export function withColumnLabels(tableChildren: ReactNode, labels: string[]): ReactNode {
  return Children.map(tableChildren, (part) => {
    if (!isValidElement<WithChildren>(part) || part.type !== 'tbody') return part;
    const rows = Children.map(part.props.children, (row) => {
      if (!isValidElement<WithChildren>(row) || row.type !== 'tr') return row;
      const cells = elementsOf(row.props.children, 'td').map((td, i) => cloneElement(td, {'data-label': labels[i] ?? ''} as object));
      return cloneElement(row, {}, ...cells);
    });
    return cloneElement(part, {}, ...(rows ?? []));
  });
}
