// prismjs's core as a module of its own; @types/prismjs types only the package root.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}

// Grammar files: side effects only (they add to the global Prism).
declare module 'prismjs/components/*';
