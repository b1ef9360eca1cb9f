// Stands in for the theme's client module prism-include-languages: grammars load with the code
// block.
export {};
