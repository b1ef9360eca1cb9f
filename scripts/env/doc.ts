import {environmentTable} from '../../config/environment';
import {speedPieces} from '../../speed/index';
import {pinnedFiles, pinnedPackages} from '../../speed/upstream';

/** maintaining/environment.md, whole: a short preface and the table of config/environment.ts. */
export function environmentDoc(): string {
  return `# Environment variables

Every variable the build, the tests, the scripts and the benches read. None is
needed for \`npm start\`, \`npm run build\` or \`npm test\`; they change what runs or
where. A variable with a set of values refuses any other (the build and
\`npm test\` stop naming it); unset or empty means the default.

This file is made from \`config/environment.ts\` by \`npm run env:doc\`; a unit
test fails when the two differ, or when a variable is read anywhere in the
repository without a row there.

${environmentTable()}
`;
}

const code = (text: string) => `\`${text}\``;

/**
 * speed/README.md's tables of what the code says (`npm run env:doc` writes
 * them between their markers; a test fails when they differ): each piece
 * with its folder and the upstream files and packages it is pinned to, then
 * the pins that are no piece, with the site files that rely on them.
 */
export function piecesTables(): string {
  const pieces = speedPieces.map((piece) => {
    const pins = [...pinnedFiles.filter((p) => p.piece === piece).map((p) => code(p.file)), ...pinnedPackages.filter((p) => p.piece === piece).map((p) => `${code(p.name)} (version)`)];
    return `| ${code(piece)} | ${code(`speed/${piece}/`)} | ${pins.join(', ')} |`;
  });
  const others = pinnedFiles
    .filter((p) => !(speedPieces as readonly string[]).includes(p.piece))
    .map((p) => `| ${p.piece} | ${code(p.file)} | ${(p.usedBy ?? []).map((use) => `${code(use.file)} (${code(use.through)})`).join(', ')} |`);
  return [
    '| piece (`SITE_SPEED_OFF` name) | code | pinned upstream |',
    '| --- | --- | --- |',
    ...pieces,
    '',
    'Pinned too, and checked with the layer on or off: what no piece owns.',
    '',
    '| relied on by | pinned upstream file | imported through an internal path by |',
    '| --- | --- | --- |',
    ...others,
  ].join('\n');
}

/**
 * `doc` with `text` in place of what stood between the markers
 * `<!-- name -->` and `<!-- /name -->`; an error naming `file` when they are missing.
 */
export function withSection(doc: string, name: string, text: string, file: string): string {
  const start = doc.indexOf(`<!-- ${name} -->`);
  const end = doc.indexOf(`<!-- /${name} -->`);
  if (start < 0 || end < start) throw new Error(`${file} has no <!-- ${name} --> … <!-- /${name} --> section for its generated text`);
  return `${doc.slice(0, start + `<!-- ${name} -->`.length)}\n${text.trim()}\n${doc.slice(end)}`;
}

/**
 * Every document, or part of one, made from the code (`npm run env:doc` writes
 * them; scripts/env/doc.test.ts fails when one differs): the file, and what it
 * should hold given what it holds now.
 */
export const generatedDocs: {file: string; make: (current: string) => string}[] = [
  {file: 'maintaining/environment.md', make: () => environmentDoc()},
  {file: 'speed/README.md', make: (current) => withSection(current, 'generated:pieces', piecesTables(), 'speed/README.md')},
];
