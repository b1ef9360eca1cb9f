// Prism's core highlights every `code.language-*` element on DOMContentLoaded
// unless a global `Prism.manual` is set before it loads. That would rewrite the
// server-rendered code blocks under React's feet, so this module runs first.
const scope = globalThis as {Prism?: {manual?: boolean}};
scope.Prism = {...scope.Prism, manual: true};

export {};
