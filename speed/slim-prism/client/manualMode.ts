// Prism's core highlights every `code.language-*` on DOMContentLoaded unless `Prism.manual`
// is set before it loads, which would rewrite server-rendered code under React's feet.
const scope = globalThis as {Prism?: {manual?: boolean}};
scope.Prism = {...scope.Prism, manual: true};

export {};
