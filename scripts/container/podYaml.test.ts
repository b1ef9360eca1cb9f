// Tests of the container test's copy of deploy/podman-site.yaml.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {readPod, testPod} from './podYaml';
import {scratchDir} from '../../tests/fixtures/scratchDir';

test("changes only the pod's image, loopback host port and a label", () => {
  const pod = readPod();
  const copy = testPod(pod, {
    image: 'localhost/podman-site-test:run1',
    hostPort: 18085,
    label: ['io.podman-site.test', 'run1'],
  });
  assert.equal(copy.spec.containers[0]!.image, 'localhost/podman-site-test:run1');
  assert.deepEqual(copy.spec.containers[0]!.ports, [
    {containerPort: 8080, hostPort: 18085, hostIP: '127.0.0.1'},
  ]);
  assert.equal(copy.metadata.labels?.['io.podman-site.test'], 'run1');
  assert.equal(copy.metadata.name, pod.metadata.name);
  // The rest (security context, volumes, probe) is the deploy file's own.
  const strip = (p: typeof pod) => ({
    ...p,
    metadata: {name: p.metadata.name},
    spec: {...p.spec, containers: p.spec.containers.map(({image: _i, ports: _p, ...rest}) => rest)},
  });
  assert.deepEqual(strip(copy), strip(pod));
  assert.equal(
    pod.spec.containers[0]!.image,
    'localhost/podman-site:latest',
    'the original is left as it was',
  );
});

test('refuses a file of other than one pod with one port, naming it', (t) => {
  const cases = {
    'deployment.yaml': 'kind: Deployment\nmetadata: {name: x}\n',
    'two.yaml':
      'kind: Pod\nmetadata: {name: x}\nspec: {containers: [{name: a, image: i}, {name: b, image: i}]}\n',
    'unpublished.yaml':
      'kind: Pod\nmetadata: {name: x}\nspec: {containers: [{name: a, image: i, ports: [{containerPort: 8080}]}]}\n',
  };
  const dir = scratchDir(t, 'pod-yaml-', cases);
  for (const file of Object.keys(cases).map((n) => path.join(dir, n))) {
    assert.throws(
      () => readPod(file),
      (e: Error) => e.message.includes(file),
    );
  }
});
