import {environmentTable} from '../../config/environment';

/** maintaining/environment.md, whole: a short preface and the table of config/environment.ts. */
export function environmentDoc(): string {
  return `# Environment variables

Every variable the build, the tests, the scripts and the benches read. None is
needed for \`npm start\`, \`npm run build\` or \`npm test\`; they change what runs or
where. A variable with a set of values refuses any other (the build and
\`npm test\` stop naming it); unset or empty means the default. The screenshot
tool's variables (\`SHOTS_*\`) are checked by \`scripts/screenshots.mjs\` alone, so a
shell's own value of a variable named like them stops no build.

This file is made from \`config/environment.ts\` by \`npm run env:doc\`; a unit
test fails when the two differ, or when a variable is read anywhere in the
repository without a row there.

${environmentTable()}
`;
}
