// The docs sidebar (docsSidebar): our three pages, then links to the reference on docs.podman.io.
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The docs sidebar of the earlier site: three pages of ours, then the
// reference material that lives on other Podman sites.
const sidebars = {
  docsSidebar: [
    {type: 'doc', id: 'podman', label: 'Getting Started'},
    {type: 'doc', id: 'installation', label: 'Installation'},
    {type: 'doc', id: 'checkpoint', label: 'Checkpoint'},
    {type: 'link', label: 'Tutorials', href: 'https://docs.podman.io/en/latest/Tutorials.html'},
    {type: 'link', label: 'Documentation', href: 'https://docs.podman.io'},
    {
      type: 'link',
      label: 'Network',
      href: 'https://github.com/containers/podman/blob/main/docs/tutorials/basic_networking.md',
    },
    {
      type: 'link',
      label: 'Podman Python',
      href: 'https://podman-py.readthedocs.io/en/latest/index.html',
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
