// Tests of .github/renovate.json5: actions pinned by commit, one Docusaurus pull request, .nvmrc's
// Node kept current.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import JSON5 from 'json5';

// What .github/renovate.json5 must keep doing (issue 54): Renovate's own validator checks that it
// is valid (its CI job); this checks that it says what we need.
const repo = path.resolve(__dirname, '..');
const file = '.github/renovate.json5';
type Rule = {
  matchPackageNames?: string[];
  matchDepNames?: string[];
  matchManagers?: string[];
  matchUpdateTypes?: string[];
  groupName?: string;
  enabled?: boolean;
  pinDigests?: boolean;
  minimumReleaseAge?: string;
};
type Config = {
  extends?: string[];
  enabledManagers?: string[];
  internalChecksFilter?: string;
  packageRules?: Rule[];
  nvm?: {enabled?: boolean};
  'github-actions'?: {enabled?: boolean};
};
const config = JSON5.parse(fs.readFileSync(path.join(repo, file), 'utf8')) as Config;
const rules = config.packageRules ?? [];

/**
 * Whether a name matches one of Renovate's name patterns: the name itself, `prefix/**`, or
 * `/regex/`.
 */
function matches(patterns: readonly string[] | undefined, name: string): boolean {
  return (patterns ?? []).some((pattern) => {
    const regex = /^\/(.+)\/$/.exec(pattern);
    if (regex) return new RegExp(regex[1]!).test(name);
    if (pattern.endsWith('/**')) return name.startsWith(pattern.slice(0, -2));
    if (/[*?{}!]/.test(pattern)) {
      throw new Error(
        `${file}: scripts/renovate.test.ts does not read the pattern ${pattern}; teach its matches() the form`,
      );
    }
    return pattern === name;
  });
}

/**
 * What the last rule (Renovate applies them in order) for every update of a dependency says of
 * `key`.
 */
function setting<K extends keyof Rule>(dep: {name: string; manager: string}, key: K): Rule[K] {
  const names = (rule: Rule) => [...(rule.matchPackageNames ?? []), ...(rule.matchDepNames ?? [])];
  return rules
    .filter(
      (rule) =>
        (names(rule).length === 0 || matches(names(rule), dep.name)) &&
        (!rule.matchManagers || rule.matchManagers.includes(dep.manager)) &&
        !rule.matchUpdateTypes &&
        rule[key] !== undefined,
    )
    .at(-1)?.[key];
}
const groupOf = (dep: {name: string; manager: string}) => setting(dep, 'groupName');

// The `# vX.Y.Z` scripts/workflows.test.ts demands.
test('keeps actions pinned by commit, their full version in a comment', () => {
  // The ToSemver preset extends helpers:pinGitHubActionDigests and keeps to full versions, never a
  // moving v7.
  assert.ok(
    config.extends?.includes('helpers:pinGitHubActionDigestsToSemver'),
    `${file} extends no helpers:pinGitHubActionDigestsToSemver`,
  );
  assert.notEqual(
    config['github-actions']?.enabled,
    false,
    `${file} turns the github-actions manager off`,
  );
  assert.ok(
    !config.enabledManagers || config.enabledManagers.includes('github-actions'),
    `${file}'s enabledManagers leaves out github-actions`,
  );
  assert.deepEqual(
    rules.filter((rule) => rule.pinDigests === false),
    [],
    `${file}: a rule unpins digests`,
  );
});

test('groups every @docusaurus package of package.json in one pull request', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const names = Object.keys({...manifest.dependencies, ...manifest.devDependencies}).filter(
    (name) => name.startsWith('@docusaurus/'),
  );
  assert.ok(names.length >= 5, names.join(', '));
  const groups = new Set(names.map((name) => groupOf({name, manager: 'npm'})));
  assert.equal(
    groups.size,
    1,
    `${file}: the @docusaurus packages fall into the groups ${[...groups].join(', ')}`,
  );
  assert.ok([...groups][0], `${file}: no group takes the @docusaurus packages`);
});

test("keeps .nvmrc's Node current with the nvm manager", () => {
  assert.notEqual(config.nvm?.enabled, false, `${file} turns the nvm manager off`);
  assert.ok(
    !config.enabledManagers || config.enabledManagers.includes('nvm'),
    `${file}'s enabledManagers leaves out nvm`,
  );
  const disabling = rules.filter(
    (rule) =>
      rule.enabled === false &&
      !rule.matchUpdateTypes &&
      (!rule.matchManagers || rule.matchManagers.includes('nvm')),
  );
  assert.deepEqual(disabling, [], `${file}: a rule turns off every update of the nvm manager`);
});

// deploy/containerfile.test.ts holds the two equal.
test("groups .nvmrc's Node with the Containerfile's NODE_IMAGE", () => {
  // The image the dockerfile manager reads from `ARG NODE_IMAGE=<image>:<tag>`, as Renovate names
  // it.
  const image = /^ARG NODE_IMAGE=([^:\s]+):/m.exec(
    fs.readFileSync(path.join(repo, 'Containerfile'), 'utf8'),
  )?.[1];
  assert.ok(image, 'Containerfile: no ARG NODE_IMAGE=<image>:<tag>');
  const nvm = groupOf({name: 'node', manager: 'nvm'});
  assert.ok(nvm, `${file}: no group takes the nvm manager's node`);
  assert.equal(
    groupOf({name: image, manager: 'dockerfile'}),
    nvm,
    `${file}: ${image} (Containerfile) is not in the group of .nvmrc's node`,
  );
});

test('opens no pull request before the release is old enough', () => {
  assert.equal(
    config.internalChecksFilter,
    'strict',
    `${file}: a pull request may open before the release is old enough`,
  );
});

test('proposes a release once 3 days old (npm) or 7 days old (actions)', () => {
  const deps = [
    {name: '@docusaurus/core', manager: 'npm'},
    // Renovate's validator, in the lock of .github/renovate-validator/.
    {name: 'renovate', manager: 'npm'},
    {name: 'actions/checkout', manager: 'github-actions'},
  ];
  assert.deepEqual(
    deps.map((dep) => setting(dep, 'minimumReleaseAge')),
    ['3 days', '3 days', '7 days'],
  );
});
