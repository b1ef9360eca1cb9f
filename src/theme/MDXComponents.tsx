// Markdown tables scroll in a box of their own (src/components/ScrollingTable).
import MDXComponents from '@theme-original/MDXComponents';
import ScrollingTable from '@site/src/components/ScrollingTable';

export default {
  ...MDXComponents,
  table: ScrollingTable,
};
