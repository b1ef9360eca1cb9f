// A rehype plugin for the docs' and posts' markdown: it writes at build time
// what ScrollingTable (index.tsx) needs to know of each table, so that the
// server's HTML carries it and no component reads the page or walks React
// children for it.
// - `data-heading` on the table: the text of the nearest heading above it, which
//   names the table's scrolling region (else the page's title).
// - a table of three or more columns, laid out on a phone as one block per
//   row, gets `data-layout="stacked"`, and each body cell `data-label`, its
//   column's name from the header row (styles.module.css shows it above the
//   value).

/** The part of a HAST node this plugin reads and writes. */
type Node = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
};

type File = {data: {contentTitle?: unknown; frontMatter?: {title?: unknown}}};

/** From this many columns a phone gets one block per row instead of a scroll. */
export const stackFrom = 3;

const isElement = (node: Node, ...names: string[]) => node.type === 'element' && names.includes(node.tagName ?? '');
const elements = (node: Node | undefined, ...names: string[]) => (node?.children ?? []).filter((c) => isElement(c, ...names));

/** The text of a node: a heading or a header cell may hold code or emphasis. */
export function textOf(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** The names of a table's columns, from its header row; none when it has no header. */
export function columnLabels(table: Node): string[] {
  const row = elements(elements(table, 'thead')[0], 'tr')[0];
  return elements(row, 'th').map((th) => textOf(th).trim());
}

function labelTable(table: Node, heading: string | undefined): void {
  const properties = (table.properties ??= {});
  if (heading) properties.dataHeading = heading;
  const labels = columnLabels(table);
  if (labels.length < stackFrom) return;
  properties.dataLayout = 'stacked';
  for (const row of elements(elements(table, 'tbody')[0], 'tr')) {
    elements(row, 'td').forEach((td, i) => ((td.properties ??= {}).dataLabel = labels[i] ?? ''));
  }
}

export default function rehypeTables() {
  return (tree: Node, file: File): void => {
    const title = [file.data.contentTitle, file.data.frontMatter?.title].find((t): t is string => typeof t === 'string');
    let heading: string | undefined;
    // Depth first, in document order: the last heading met is the one above.
    const visit = (node: Node) => {
      if (isElement(node, 'h1', 'h2', 'h3', 'h4', 'h5', 'h6')) heading = textOf(node).trim() || heading;
      else if (isElement(node, 'table')) labelTable(node, heading ?? title);
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
