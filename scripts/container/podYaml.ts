// tsx scripts/container/podYaml.ts <image> <host port> <label key=value> > pod.yaml: the pod the
// container test plays, deploy/podman-site.yaml with the test's image, a loopback port and a label
// marking it as the test's.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export const podYamlPath = path.resolve(__dirname, '../../deploy/podman-site.yaml');

type Port = {containerPort: number; hostPort?: number; hostIP?: string};
type Container = {name: string; image: string; ports?: Port[]};
export type PodSpec = {
  kind: string;
  metadata: {name: string; labels?: Record<string, string>};
  spec: {containers: Container[]};
};

/**
 * The pod of deploy/podman-site.yaml, with a clear error when it is not one pod with one container.
 */
export function readPod(file = podYamlPath) {
  const doc = yaml.load(fs.readFileSync(file, 'utf8')) as PodSpec | undefined;
  if (doc?.kind !== 'Pod' || !doc.metadata?.name) {
    throw new Error(`${file}: expected one Pod with a metadata.name`);
  }
  if (doc.spec?.containers?.length !== 1) {
    throw new Error(`${file}: expected exactly one container in spec.containers`);
  }
  const [web] = doc.spec.containers;
  if (!web!.ports?.some((p) => p.hostPort !== undefined)) {
    throw new Error(`${file}: the container publishes no hostPort`);
  }
  return doc;
}

export function testPod(
  pod: PodSpec,
  opts: {image: string; hostPort: number; label: [string, string]},
) {
  const copy = structuredClone(pod);
  copy.metadata.labels = {...copy.metadata.labels, [opts.label[0]]: opts.label[1]};
  const web = copy.spec.containers[0]!;
  web.image = opts.image;
  web.ports = web.ports!.map((p) =>
    p.hostPort === undefined ? p : {...p, hostPort: opts.hostPort, hostIP: '127.0.0.1'},
  );
  return copy;
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const [image, port, label] = process.argv.slice(2);
  const hostPort = Number(port);
  if (!image || !Number.isInteger(hostPort) || !label?.includes('=')) {
    console.error('usage: tsx scripts/container/podYaml.ts <image> <host port> <label key=value>');
    process.exit(2);
  }
  const [key, value] = label.split('=') as [string, string];
  process.stdout.write(yaml.dump(testPod(readPod(), {image, hostPort, label: [key, value]})));
}
