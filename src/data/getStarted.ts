// The copy of the get-started page (src/pages/get-started.tsx).
import type {CommandStep, ExternalLink} from './types';
import {pageCards} from './pageCards';

export const intro = {
  title: pageCards.getStarted.title,
  lead:
    'Podman is the container tool of the libpod library: it creates containers and keeps them ' +
    'running. This page sets you up and takes you through the commands you will use every day.',
};

export const install = {
  title: 'First things first: install Podman',
  body: 'Packages exist for macOS, Windows, most Linux distributions and FreeBSD, and you can build from source.',
  cta: {label: 'Installation instructions', to: '/docs/installation'},
};

export const help = {
  title: 'Getting help',
  body:
    'Every command documents itself. The man pages hold the full reference, and `--help` gives a quick ' +
    'summary in the terminal.',
  commands: 'man podman\nman podman-<subcommand>\npodman --help\npodman <subcommand> --help',
  troubleshooting: {
    label: 'Podman troubleshooting guide',
    href: 'https://github.com/containers/podman/blob/main/troubleshooting.md',
  } satisfies ExternalLink,
  troubleshootingNote: 'lists known problems and the fixes for common configuration mistakes.',
  reference: {
    label: 'command reference',
    href: 'https://docs.podman.io/en/latest/Commands.html',
  } satisfies ExternalLink,
};

export const stepsTitle = 'Your first container';

export const steps: CommandStep[] = [
  {
    title: 'Search, pull and list images',
    body:
      'Look for an image by keyword across your configured registries, pull the one you want, and ' +
      'see what is stored locally.',
    command:
      'podman search httpd --filter=is-official\npodman pull docker.io/library/httpd\npodman images',
  },
  {
    title: 'Run a container',
    body:
      'This starts a small web server that serves only its index page. `-d` runs it in the background and ' +
      'prints the container ID; `-t` gives it a pseudo-terminal so you can run commands inside later. ' +
      'Publishing a port with `-p` needs slirp4netns v0.3.0 or newer when you run rootless.',
    command: 'podman run -dt -p 8080:80/tcp docker.io/library/httpd',
  },
  {
    title: 'List running containers',
    body: '`podman ps` shows created and running containers. Add `-a` to see containers in every state, exited ones included.',
    command: 'podman ps',
    // Names and IDs differ on every machine; the columns are what to look for.
    output:
      'CONTAINER ID  IMAGE                           COMMAND           CREATED         STATUS             PORTS                 NAMES\n' +
      '8d3f0c2a91be  docker.io/library/httpd:latest  httpd-foreground  12 seconds ago  Up 12 seconds      0.0.0.0:8080->80/tcp  quirky_curie',
  },
  {
    title: 'Check that it answers',
    body:
      'The container has no address of its own that you need to know: it listens on the published port ' +
      'of your machine. From another machine, use your host’s IP address instead of `localhost`, or open ' +
      'the address in a browser.',
    command: 'curl http://localhost:8080\ncurl http://<IP_Address>:8080',
  },
];

export const composer = {
  title: 'Compose a podman run command',
  lead:
    'Pick the options you need and copy the command. The code behind the form is live too: open it ' +
    'under the form, change the defaults, and the form follows.',
};
