// Issue 56 point 4: the playground on /get-started writes -v arguments Podman accepts (`:ro` and
// the SELinux label join as `:ro,Z`). Each row composes a command from the playground's own code
// and reads it by podman-run(1)'s rules.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {playgroundCommand} from '../../../tests/fixtures/playgroundCommand';
import {parseVolume, volumeArguments} from '../../../tests/fixtures/podmanVolumeSyntax';

const composed = [
  {
    name: 'host dir:container dir, labelled',
    volume: './site:/data',
    label: true,
    argument: './site:/data:Z',
  },
  {
    name: 'host dir:container dir, no label',
    volume: './site:/data',
    label: false,
    argument: './site:/data',
  },
  {
    name: 'read-only, labelled: ro,Z in one list',
    volume: './site:/data:ro',
    label: true,
    argument: './site:/data:ro,Z',
  },
  {
    name: 'read-only, no label',
    volume: './site:/data:ro',
    label: false,
    argument: './site:/data:ro',
  },
  {
    name: 'absolute host dir, read-only, labelled',
    volume: '/srv/site:/usr/local/apache2/htdocs:ro',
    label: true,
    argument: '/srv/site:/usr/local/apache2/htdocs:ro,Z',
  },
  {
    name: 'named volume, labelled',
    volume: 'web-data:/data',
    label: true,
    argument: 'web-data:/data:Z',
  },
  {
    name: 'named volume, read-only, no label',
    volume: 'web-data:/data:ro',
    label: false,
    argument: 'web-data:/data:ro',
  },
  {
    name: 'a label typed already is not doubled',
    volume: './site:/data:ro,z',
    label: true,
    argument: './site:/data:ro,z',
  },
  {
    name: 'a lone container dir (anonymous volume) takes no label',
    volume: '/data',
    label: true,
    argument: '/data',
  },
  {
    name: 'spaces around the value are dropped',
    volume: ' ./site:/data:ro ',
    label: true,
    argument: './site:/data:ro,Z',
  },
];

for (const c of composed) {
  test(`the playground's -v for ${c.name} is ${c.argument}, which podman run accepts`, () => {
    const written = volumeArguments(playgroundCommand({volume: c.volume, label: c.label}));
    for (const argument of written) parseVolume(argument);
    assert.deepEqual(written, [c.argument]);
  });
}

test('with no volume, the playground writes no -v', () => {
  assert.deepEqual(volumeArguments(playgroundCommand({volume: ''})), []);
});

// The reader refuses what podman run refuses, so a pass above means something.
const refused = [
  {
    name: 'a second options list (the old ro:Z)',
    argument: './site:/data:ro:Z',
    reason: /one comma-separated list/,
  },
  {name: 'a relative container dir', argument: './site:data', reason: /absolute path/},
  {name: 'ro and rw both', argument: './site:/data:ro,rw', reason: /rw\|ro only/},
  {name: 'z and Z both', argument: './site:/data:z,Z', reason: /z\|Z only/},
  {
    name: 'an unknown option',
    argument: './site:/data:readonly',
    reason: /unknown option "readonly"/,
  },
  {
    name: 'a source that is neither a path nor a volume name',
    argument: '-site:/data',
    reason: /neither a host path/,
  },
];

for (const c of refused) {
  test(`podman run's -v syntax refuses ${c.name}: ${c.argument}`, () => {
    assert.throws(() => parseVolume(c.argument), c.reason);
  });
}
