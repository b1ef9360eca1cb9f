// npm run card -- blog/2019-06-13-new.md [more files…]: draws each post's sharing card as the build
// will, into tests/.tmp/cards/<file>.png.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {renderCard} from '../plugins/social-cards/render';
import {previewPost} from '../config/previewPost';
import {blogSection} from '../src/lib/socialCard';

function cardSpec(file: string) {
  // The post as preview:post takes one: a .md or .mdx file directly in blog/ or release/.
  const {blog, fileName, route} = previewPost(process.cwd(), file);
  if (!/^\d{4}-\d\d-\d\d-/.test(fileName)) throw new Error(`${file}: not named YYYY-MM-DD-slug.md`);
  const front = yaml.load(
    /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '',
  ) as {title?: string; authors?: string | string[]} | undefined;
  if (!front?.title) throw new Error(`${file}: no title in the front matter`);
  const people = yaml.load(fs.readFileSync(path.join(blog, 'authors.yml'), 'utf8')) as Record<
    string,
    {name: string}
  >;
  const keys = front.authors === undefined ? [] : [front.authors].flat();
  const authors = keys.map((key) => {
    if (!people[key]) {
      throw new Error(`${file}: unknown author "${key}" (not in ${blog}/authors.yml)`);
    }
    return people[key].name;
  });
  return {
    permalink: route,
    title: front.title,
    section: blogSection(route),
    date: fileName.slice(0, 10),
    authors,
  };
}

async function main() {
  const files = process.argv.slice(2);
  if (files.length === 0) throw new Error('usage: npm run card -- blog/YYYY-MM-DD-slug.md');
  fs.mkdirSync('tests/.tmp/cards', {recursive: true});
  for (const file of files) {
    const card = await renderCard(cardSpec(file));
    const out = path.join('tests/.tmp/cards', `${path.basename(file).replace(/\.mdx?$/, '')}.png`);
    fs.writeFileSync(out, card.png);
    console.log(
      `${out}  (title at ${card.title.fontSize}px on ${card.title.lines.length} lines, ${(card.png.length / 1024).toFixed(1)} KiB)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
