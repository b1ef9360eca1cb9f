// Tests of config/frontMatter.ts: tag aliases, search fields and the build stopping on bad front
// matter.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  canonicalTag,
  tagAliases,
  postFileName,
  searchFieldsProblem,
  createParseFrontMatter,
  ContentError,
} from './frontMatter';

const tags = {
  rest: {label: 'rest'},
  'docker-compose': {label: 'docker-compose'},
  'podman+machine': null,
  v2: null,
};

// A defined key is kept, a spelling whose URL form is a defined tag maps to it, an unknown tag is
// left for the blog plugin to reject.
const tagSpellings = {
  rest: 'rest',
  'podman+machine': 'podman+machine',
  REST: 'rest',
  'docker compose': 'docker-compose',
  'podman-machine': 'podman+machine',
  V2: 'v2',
  podmn: 'podmn',
};
for (const [label, key] of Object.entries(tagSpellings)) {
  test(`the tag "${label}" is filed under "${key}"`, () => {
    assert.equal(canonicalTag(label, tags), key);
  });
}

test('an unknown tag is no alias', () => {
  assert.equal(tagAliases(tags).get('podmn'), undefined);
});

// Post file names carry a date and a slug.
for (const name of [
  '2019-06-13-new.md',
  '2020-09-30-Oct-6-Agenda.md',
  '2022-10-22-podman-release-v4.3.0.md',
  '2022-03-06-why_no_podman4_f35.md',
]) {
  test(`${name} is a post file name`, () => {
    assert.match(name, postFileName);
  });
}
for (const name of [
  'new.md',
  '2019-6-13-new.md',
  '2019-06-13.md',
  '2019-06-13-.md',
  '2019-06-13-a b.md',
]) {
  test(`${name} is not a post file name`, () => {
    assert.doesNotMatch(name, postFileName);
  });
}

test('takes no search fields, or short synonyms and a one-line question', () => {
  assert.equal(searchFieldsProblem({}), undefined);
  assert.equal(
    searchFieldsProblem({
      synonyms: ['image size', 'smaller images'],
      question: 'How do I make my images smaller?',
    }),
    undefined,
  );
});

// Synonyms are a list of short phrases.
for (const synonyms of [
  'image size',
  [],
  [''],
  [4.3],
  ['a phrase of far too many words to be a name'],
]) {
  test(`synonyms ${JSON.stringify(synonyms)} are refused`, () => {
    assert.match(
      searchFieldsProblem({synonyms}) ?? '',
      /^synonyms must be a list of short phrases/,
    );
  });
}

// The question is one line ending in "?".
for (const c of [
  {name: 'without its "?"', question: 'How small can an image be'},
  {name: 'on two lines', question: 'Why?\nAnd how?'},
  {name: 'in a list', question: ['Why?']},
  {name: 'of 162 characters', question: ` ${'x'.repeat(160)}?`},
]) {
  test(`a question ${c.name} is refused`, () => {
    assert.match(searchFieldsProblem({question: c.question}) ?? '', /^question must be one line/);
  });
}

const siteDir = '/site';
const parsed = (frontMatter: Record<string, unknown>) => async () => ({frontMatter, content: ''});

for (const file of ['blog/2030-01-02-slim.md', 'docs/installation.mdx']) {
  test(`stops on a bad search field of ${file}, naming it`, async () => {
    const params = {
      filePath: `${siteDir}/${file}`,
      fileContent: '',
      defaultParseFrontMatter: parsed({title: 'Slim', synonyms: 'image size'}),
    };
    await assert.rejects(
      createParseFrontMatter(siteDir)(params),
      (err: Error) =>
        err instanceof ContentError &&
        err.message ===
          `${file}: synonyms must be a list of short phrases (1 to 5 words each), like [image size, smaller images]`,
    );
  });
}

test('a doc with a good question keeps it', async () => {
  const fine = await createParseFrontMatter(siteDir)({
    filePath: `${siteDir}/docs/checkpoint.md`,
    fileContent: '',
    defaultParseFrontMatter: parsed({
      title: 'Checkpoint',
      question: 'How do I move a container to another host?',
    }),
  });
  assert.equal(fine.frontMatter.question, 'How do I move a container to another host?');
});
