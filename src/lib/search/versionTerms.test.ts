// Tests of src/lib/search/versionTerms.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {versionTerms} from './versionTerms';

test('finds a .0 release by its short version too, with or without "v"', () => {
  assert.deepEqual(versionTerms('Podman v4.3.0 Released'), ['4.3.0', 'v4.3.0', '4.3', 'v4.3']);
  assert.deepEqual(versionTerms('Netavark and Aardvark-dns 1.2.0 released'), [
    '1.2.0',
    'v1.2.0',
    '1.2',
    'v1.2',
  ]);
});

test('finds a patch release by its full version only', () => {
  assert.deepEqual(versionTerms('Podman v1.1.2 Released'), ['1.1.2', 'v1.1.2']);
  assert.deepEqual(versionTerms('Podman Alpha version 0.6.1 Release Announcement'), [
    '0.6.1',
    'v0.6.1',
  ]);
  assert.deepEqual(versionTerms('Podman v0.12.1.1 Released'), ['0.12.1.1', 'v0.12.1.1']);
  assert.equal(versionTerms('Website Updates'), undefined, 'a title without a version gives none');
});
