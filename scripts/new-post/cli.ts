// npm run new:post -- "Title" --tags a,b --author key [--date YYYY-MM-DD] [--slug s] [--question
// "How do I …?"] npm run new:release -- 4.4.0 [--author key] [--date YYYY-MM-DD] (README.md,
// "Writing a post"); without --question, in a terminal, new:post asks for it.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  askQuestion,
  scaffold,
  slugify,
  latestReleaseAuthor,
  ScaffoldError,
  type PostRequest,
} from './scaffold';

const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(__dirname, '../..'));
const today = new Date().toISOString().slice(0, 10);
const list = (value?: string) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

async function request(kind: string, argv: string[]): Promise<PostRequest> {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      tags: {type: 'string'},
      author: {type: 'string'},
      date: {type: 'string', default: today},
      slug: {type: 'string'},
      description: {type: 'string'},
      question: {type: 'string'},
    },
  });
  const [first] = positionals;
  if (kind === 'release') {
    const version = first?.replace(/^v/, '');
    if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
      throw new ScaffoldError('Usage: npm run new:release -- 4.4.0 [--author key]');
    }
    return {
      kind: 'release',
      title: `Podman v${version} Released`,
      slug: values.slug ?? `podman-release-v${version}`,
      date: values.date,
      tags: values.tags ? list(values.tags) : ['community', 'open source', 'podman'],
      authors: values.author ? list(values.author) : latestReleaseAuthor(siteDir),
      description: values.description ?? `What is new in Podman v${version}.`,
    };
  }
  if (!first) throw new ScaffoldError('Usage: npm run new:post -- "Title" --tags a,b --author key');
  return {
    kind: 'blog',
    title: first,
    slug: values.slug ?? slugify(first),
    date: values.date,
    tags: list(values.tags),
    authors: list(values.author),
    description: values.description,
    question:
      values.question ??
      (process.stdin.isTTY ? await askQuestion(process.stdin, process.stdout) : undefined),
  };
}

async function main() {
  const [kind = 'blog', ...rest] = process.argv.slice(2);
  const post = scaffold(siteDir, await request(kind, rest));
  fs.writeFileSync(path.join(siteDir, post.file), post.content, {flag: 'wx'});
  console.log(
    `Created ${post.file}\nIts route: ${post.route}\nPreview it with: npm run preview:post -- ${post.file}`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ScaffoldError) {
    console.error(`new post: ${err.message}`);
    process.exit(1);
  }
  throw err;
});
