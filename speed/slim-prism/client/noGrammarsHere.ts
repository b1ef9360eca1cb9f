// Stands in for the classic theme's client module prism-include-languages,
// which would put Prism and the grammars in every page's main bundle. The
// grammars load with the code block component instead (speed/slim-prism/client/prism.ts).
export {};
