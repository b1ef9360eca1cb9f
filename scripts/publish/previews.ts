// The previews of pull requests, on a GitHub Pages site of their own (README.md, "CI and
// deploying"): the repository config/repository.ts names, each at
// https://OWNER.github.io/NAME/pr-N/. Every publish there is one commit with no parent, holding the
// previews still open and a .nojekyll, so its history never grows and a preview can never reach
// podman.io. Plain Node (its type stripping), no packages.
import {previewsRepository} from '../../config/repository.ts';
import {publish, treeOf, type Git, type Next, type Target} from './branch.ts';
import {checkedBuild, mib, quoted, Refusal} from './tree.ts';

const [owner, name] = previewsRepository.split('/') as [string, string];

/** The address pull request `pr`'s preview is built for and served at. */
export const previewAddress = (pr: number) => ({
  url: `https://${owner}.github.io`,
  baseUrl: `/${name}/pr-${pr}/`,
});

/** Read anonymously, pushed with the deploy key (README.md, "Set up once"). */
export const previewsTarget: Target = {
  fetch: `https://github.com/${previewsRepository}.git`,
  push: `git@github.com:${previewsRepository}.git`,
  branch: 'gh-pages',
};

/** GitHub Pages refuses a site over 1 GB: 900 MiB leaves room for a preview's own growth. */
export const previewsBudget = 900 * 1024 * 1024;

/**
 * The pr-N folders of the branch's tip, by name, with their trees; anything else there is left
 * behind.
 */
function previewsOf(git: Git, tip: string): Map<string, string> {
  const previews = new Map<string, string>();
  for (const entry of git(['ls-tree', '-z', tip]).split('\0')) {
    const [, tree, folder] = /^040000 tree (\w+)\t(pr-[1-9]\d*)$/.exec(entry) ?? [];
    if (tree && folder) previews.set(folder, tree);
  }
  return previews;
}

/** The bytes of a tree's files. */
const bytesOf = (git: Git, tree: string) =>
  git(['ls-tree', '-r', '-l', '-z', tree])
    .split('\0')
    .reduce((sum, entry) => sum + Number(/^\d+ blob \w+ +(\d+)\t/.exec(entry)?.[1] ?? 0), 0);

/**
 * The commit of `previews` (no parent) and a .nojekyll, so that Pages serves every name as it is.
 */
function previewsCommit(git: Git, previews: Map<string, string>, what: string): Next {
  const nojekyll = git(['hash-object', '-w', '--stdin'], {input: ''});
  const entries = [...previews].map(([folder, tree]) => `040000 tree ${tree}\t${folder}\0`);
  const tree = git(['mktree', '-z'], {
    input: `100644 blob ${nojekyll}\t.nojekyll\0${entries.join('')}`,
  });
  return {tree, message: `${what}; open: ${[...previews.keys()].join(', ') || 'none'}`};
}

/**
 * Publishes `build` as pull request `pr`'s preview, beside the open ones; refused until the branch
 * exists.
 */
export function publishPreview(pr: number, build: string, target = previewsTarget) {
  const site = checkedBuild(build);
  const wanted = previewAddress(pr);
  if (site.url !== wanted.url || site.baseUrl !== wanted.baseUrl) {
    throw new Refusal(
      `${quoted(build)} was built for ${quoted(site.url + site.baseUrl)}, not for ${wanted.url}${wanted.baseUrl}`,
    );
  }
  return publish(target, (git, tip, scratch) => {
    if (!tip) {
      throw new Refusal(
        `${target.fetch} has no ${target.branch} yet: it is set up once (README.md, "Set up once")`,
      );
    }
    const previews = previewsOf(git, tip);
    previews.delete(`pr-${pr}`);
    const tree = treeOf(git, build, scratch);
    const sizes = [...previews].map(([folder, tree]) => ({folder, bytes: bytesOf(git, tree)}));
    const bytes = bytesOf(git, tree);
    const total = sizes.reduce((sum, preview) => sum + preview.bytes, bytes);
    if (total > previewsBudget) {
      const open = sizes
        .sort((a, b) => b.bytes - a.bytes)
        .map((p) => `${p.folder} ${mib(p.bytes)}`);
      throw new Refusal(
        `the preview of pull request ${pr} (${mib(bytes)}) would take the previews site to ${mib(total)}, over its ${mib(previewsBudget)}; the open previews: ${open.join(', ')}`,
      );
    }
    previews.set(`pr-${pr}`, tree);
    return previewsCommit(
      git,
      previews,
      `Publish the preview of pull request ${pr} (from ${site.commit ?? 'an unknown commit'})`,
    );
  });
}

/**
 * Takes down the previews `closed` picks from those on the branch, asked again on each attempt (a
 * pull request opened meanwhile keeps its new preview); nothing when the branch does not exist.
 */
export function removePreviews(closed: (prs: number[]) => number[], target = previewsTarget) {
  return publish(target, (git, tip) => {
    const previews = tip ? previewsOf(git, tip) : new Map<string, string>();
    const gone = closed([...previews.keys()].map((folder) => Number(folder.slice(3))));
    for (const pr of gone) previews.delete(`pr-${pr}`);
    return gone.length > 0
      ? previewsCommit(git, previews, `Remove ${gone.map((pr) => `pr-${pr}`).join(', ')}`)
      : undefined;
  });
}
