// Prettier, the one formatter of the code (README.md, "Formatting"): `npm run format` writes it,
// the checks phase of `npm test` holds it. Content (posts, docs) and tool-written files are in
// .prettierignore, with their reasons.
export default {
  // 100 columns, Starlight's width. Docusaurus's 80 would split this code's long messages and
  // type unions over many more lines; the 120 to 140 the code had grown to is too wide to read
  // two files side by side, or a diff, on a laptop.
  printWidth: 100,
  singleQuote: true,
  // `{a, b}`: Docusaurus's own setting, and how this repository was written.
  bracketSpacing: false,
  // Quoted keys stay quoted ('CNAME': file names, HTTP headers): a format that changes no token.
  quoteProps: 'preserve',
  // `<div ...>` closes on its last line, as Docusaurus's own code does.
  bracketSameLine: true,
  trailingComma: 'all',
  arrowParens: 'always',
  // The live podman.io's pair: Tailwind's utility classes in one order, read from our stylesheet
  // (Tailwind 4 has no config file; its classes come from the CSS entry).
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './src/css/custom.css',
  tailwindFunctions: ['clsx'],
};
