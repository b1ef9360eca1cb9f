// Tests of config/frontMatter.ts: tag aliases, search fields and the build stopping on bad front matter.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {canonicalTag, tagAliases, postFileName, searchFieldsProblem, createParseFrontMatter, ContentError} from './frontMatter';

const tags = {rest: {label: 'rest'}, 'docker-compose': {label: 'docker-compose'}, 'podman+machine': null, v2: null};

test('a defined key is kept, a spelling whose URL form is a defined tag maps to it, an unknown tag is left for the blog plugin to reject; post file names carry a date and a slug', () => {
  const cases = {rest: 'rest', 'podman+machine': 'podman+machine', REST: 'rest', 'docker compose': 'docker-compose', 'podman-machine': 'podman+machine', V2: 'v2', podmn: 'podmn'};
  for (const [label, key] of Object.entries(cases)) assert.equal(canonicalTag(label, tags), key, label);
  assert.equal(tagAliases(tags).get('podmn'), undefined);
  const good = ['2019-06-13-new.md', '2020-09-30-Oct-6-Agenda.md', '2022-10-22-podman-release-v4.3.0.md', '2022-03-06-why_no_podman4_f35.md'];
  for (const ok of good) assert.match(ok, postFileName);
  for (const bad of ['new.md', '2019-6-13-new.md', '2019-06-13.md', '2019-06-13-.md', '2019-06-13-a b.md']) assert.doesNotMatch(bad, postFileName);
});

test('the search fields: synonyms are a list of short phrases, the question one line ending in "?"', () => {
  assert.equal(searchFieldsProblem({}), undefined);
  assert.equal(searchFieldsProblem({synonyms: ['image size', 'smaller images'], question: 'How do I make my images smaller?'}), undefined);
  for (const synonyms of ['image size', [], [''], [4.3], ['a phrase of far too many words to be a name']]) {
    assert.match(searchFieldsProblem({synonyms}) ?? '', /^synonyms must be a list of short phrases/, JSON.stringify(synonyms));
  }
  for (const question of ['How small can an image be', 'Why?\nAnd how?', ['Why?'], ` ${'x'.repeat(160)}?`]) {
    assert.match(searchFieldsProblem({question}) ?? '', /^question must be one line/, JSON.stringify(question));
  }
});

test('a post or doc with a bad search field stops the build, naming the file', async () => {
  const siteDir = '/site';
  const parse = createParseFrontMatter(siteDir);
  const parsed = (frontMatter: Record<string, unknown>) => async () => ({frontMatter, content: ''});
  for (const file of ['blog/2030-01-02-slim.md', 'docs/installation.mdx']) {
    const params = {filePath: `${siteDir}/${file}`, fileContent: '', defaultParseFrontMatter: parsed({title: 'Slim', synonyms: 'image size'})};
    await assert.rejects(parse(params), (err: Error) => err instanceof ContentError && err.message === `${file}: synonyms must be a list of short phrases (1 to 5 words each), like [image size, smaller images]`);
  }
  const fine = await parse({filePath: `${siteDir}/docs/checkpoint.md`, fileContent: '', defaultParseFrontMatter: parsed({title: 'Checkpoint', question: 'How do I move a container to another host?'})});
  assert.equal(fine.frontMatter.question, 'How do I move a container to another host?');
});
