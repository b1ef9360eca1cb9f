// The word lists of the scale bench's synthetic posts: plausible in shape and length, not in meaning.
export const vocabulary = {
  subjects: [
    'the container', 'a rootless pod', 'the image store', 'our test runner', 'the build host',
    'each volume', 'the registry mirror', 'a systemd unit', 'the network stack', 'this release',
    'the storage driver', 'a remote client', 'the health check', 'every layer', 'the socket',
  ],
  verbs: [
    'starts', 'rebuilds', 'inspects', 'pulls', 'mounts', 'restarts', 'exports', 'signs',
    'caches', 'labels', 'checks', 'prunes', 'tags', 'copies', 'limits',
  ],
  objects: [
    'the base image', 'its own namespace', 'a fresh overlay', 'the cgroup tree', 'an empty volume',
    'the default network', 'a pinned digest', 'the shared secrets', 'every exposed port', 'the log stream',
    'a small manifest', 'the user mapping', 'the old snapshot', 'a quiet timer', 'the seccomp profile',
  ],
  tails: [
    'before the service comes up', 'without asking for root', 'on each boot', 'when the job fails',
    'in a few seconds', 'after the upgrade', 'while the host stays idle', 'for every new user',
    'once the cache is warm', 'during the nightly run', 'across both machines', 'with no daemon involved',
  ],
  headings: [
    'Getting ready', 'What changed', 'Trying it out', 'Under the hood', 'Known limits',
    'Cleaning up', 'A worked example', 'Numbers from the lab', 'Next steps', 'Upgrading',
    'Why it matters', 'Common pitfalls',
  ],
  titleWords: [
    'Rootless', 'Pods', 'Volumes', 'Networking', 'Builds', 'Registries', 'Secrets', 'Quadlets',
    'Healthchecks', 'Checkpoints', 'Machines', 'Manifests', 'Timers', 'Signatures', 'Layers',
  ],
  titlePatterns: [
    'Notes on {w} and {v}', '{w} in practice', 'A closer look at {w}', 'Getting started with {w}',
    'How we use {w} with {v}', '{w}, {v} and you',
  ],
  commands: [
    'podman run --rm -d --name web -p 8080:80 quay.io/example/web:latest',
    'podman pod create --name stack -p 5432:5432',
    'podman volume create data && podman volume inspect data',
    'podman build -t localhost/app:dev -f Containerfile .',
    'podman ps --all --format "{{.Names}} {{.Status}}"',
    'podman image prune --all --force',
    'podman generate systemd --new --name web > ~/.config/systemd/user/web.service',
    'podman healthcheck run web',
    'podman system df',
    'podman logs --since 10m web',
  ],
  yamlKeys: ['name', 'image', 'replicas', 'port', 'volume', 'restart', 'label'],
} as const;
