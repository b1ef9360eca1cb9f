// The custom pages' subjects as search metadata, as posts and docs give theirs in front matter.
import type {Subject} from '@site/src/components/SearchSubject';

/**
 * The custom pages' subjects in a reader's words, as posts and docs give
 * theirs in front matter (CONTRIBUTING, "Search"): search metadata of each
 * page's index body (src/components/CustomPage).
 */
export const searchSubjects = {
  community: {
    synonyms: [
      'talk to the developers',
      'contact',
      'report a bug',
      'community meetings',
      'contribute',
    ],
    question: 'How do I get in touch with the people who make Podman?',
  },
  getStarted: {
    synonyms: ['first container', 'first steps', 'run command builder', 'help with commands'],
    question: 'How do I run my first container with Podman?',
  },
  features: {
    synonyms: ['podman desktop', 'graphical app', 'what podman does'],
    question: 'What can I do with Podman and Podman Desktop?',
  },
  installation: {
    synonyms: ['supported platforms', 'operating systems'],
    question: 'Which systems can I install Podman on?',
  },
} satisfies Record<string, Subject>;
