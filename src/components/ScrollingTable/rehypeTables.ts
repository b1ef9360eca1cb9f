// Writes at build time what ScrollingTable needs, so the server's HTML carries it: `data-heading`,
// the nearest heading above (else the page's title); from `stackFrom` columns,
// `data-layout="stacked"` and each body cell's `data-label`.

type Node = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
};

type File = {data: {contentTitle?: unknown; frontMatter?: {title?: unknown}}};

/** From this many columns a phone gets one block per row instead of a sideways scroll. */
export const stackFrom = 3;

const isElement = (node: Node, ...names: string[]) =>
  node.type === 'element' && names.includes(node.tagName ?? '');
const elements = (node: Node | undefined, ...names: string[]) =>
  (node?.children ?? []).filter((c) => isElement(c, ...names));

/** The text of a node: a heading or a header cell may hold code or emphasis. */
export function textOf(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

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
    const title = [file.data.contentTitle, file.data.frontMatter?.title].find(
      (t): t is string => typeof t === 'string',
    );
    let heading: string | undefined;
    // Depth first, in document order: the last heading met is the one above.
    const visit = (node: Node) => {
      if (isElement(node, 'h1', 'h2', 'h3', 'h4', 'h5', 'h6')) {
        heading = textOf(node).trim() || heading;
      } else if (isElement(node, 'table')) labelTable(node, heading ?? title);
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
