// Adds one component to the theme's MDX map: markdown tables in docs and posts
// render inside a box that scrolls sideways and can be reached by keyboard
// (its name and layout written at build time: ScrollingTable/rehypeTables.ts).
import MDXComponents from '@theme-original/MDXComponents';
import ScrollingTable from '@site/src/components/ScrollingTable';

export default {
  ...MDXComponents,
  table: ScrollingTable,
};
