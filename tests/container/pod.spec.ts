// Container tests: the site's image played as a pod from deploy/podman-site.yaml, locked down and
// healthy.
import {test, expect} from '../fixtures/test';
import {servingTests} from '../fixtures/serving';
import {readPod} from '../../scripts/container/podYaml';
import {podman, fromRunner, expectLockedDown, waitHealthy} from './podman';

// deploy/podman-site.yaml as scripts/container/test.sh plays it. The tests run in file order: the
// last takes the pod down.
const {
  metadata: {name: podName},
  spec,
} = readPod();
const container = `${podName}-${spec.containers[0]!.name}`;

test('the pod’s container runs locked down, as the YAML asks', () => {
  expectLockedDown(container);
});

test('the pod’s liveness probe is its health check, and it turns healthy', async () => {
  expect(await waitHealthy(container)).toBe('healthy');
});

servingTests(() => ({
  url: fromRunner('POD_URL'),
  buildDir: fromRunner('SERVED_DIR'),
  brotli: false,
}));

test('podman kube down removes the pod and its containers', () => {
  expect(podman('pod', 'exists', podName) === '').toBe(true);
  podman('kube', 'down', fromRunner('POD_YAML'));
  expect(() => podman('pod', 'exists', podName)).toThrow();
  expect(() => podman('container', 'exists', container)).toThrow();
});
