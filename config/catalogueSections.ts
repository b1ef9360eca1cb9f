import fs from 'node:fs';
import path from 'node:path';

/**
 * The section labels of every catalogue entry (../shared/catalogue), by post
 * file: the outline the posts were written from, which headings should not
 * simply repeat.
 */
export const catalogueDir = path.resolve(process.env.CATALOGUE_DIR ?? path.join(__dirname, '../../shared/catalogue'));

type Entry = {file?: unknown; sections?: unknown};

export function readSectionLabels(dir: string = catalogueDir): Map<string, string[]> {
  const labels = new Map<string, string[]>();
  for (const kind of ['blog', 'release']) {
    const file = path.join(dir, `${kind}.json`);
    const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as Entry[];
    if (!Array.isArray(entries)) throw new Error(`${file}: expected a list of entries`);
    entries.forEach((entry, index) => {
      if (typeof entry.file !== 'string') throw new Error(`${file}: entry ${index} has no "file"`);
      const sections = entry.sections ?? [];
      if (!Array.isArray(sections) || sections.some((s) => typeof s !== 'string')) {
        throw new Error(`${file}: entry ${entry.file} has "sections" that are not a list of strings`);
      }
      labels.set(entry.file, sections as string[]);
    });
  }
  return labels;
}
