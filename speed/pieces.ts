// What each speed piece is kept for and when it may go (speed/README.md's table is made from it).
import type {SpeedPiece} from './index';

/**
 * What each piece is for and when it may go (speed/README.md's table; the drill's verdict:
 * scripts/drill/verdict.ts).
 */
export const pieceNotes: Record<
  SpeedPiece,
  {keptFor: 'weight' | 'time'; does: string; retiresWhen: string}
> = {
  'slim-prism': {
    keptFor: 'weight',
    does: "the theme's Prism with only the grammars our code fences use, loaded with the code block; its colours the server's in either mode, the dark ones from the page's CSS",
    retiresWhen: 'the theme lets a site choose its grammars',
  },
  'fast-route-matching': {
    keptFor: 'time',
    does: "plain route paths matched by comparing strings, not by ~500 regular expressions; a route's component rendered again only when its match changes",
    retiresWhen: 'Docusaurus 4: React Router 6 and later have no react-router-config',
  },
  'route-data': {
    keptFor: 'weight',
    does: "each page carries its own routes; the route table, the route tree and the chunks' hashes leave main.js and the runtime",
    retiresWhen:
      'Docusaurus loads routes per page itself (facebook/docusaurus#7256), or leaves react-loadable',
  },
  'stepped-start': {
    keptFor: 'time',
    does: 'the client starts in steps, one task each, instead of one long task; the updates that follow hydration (useIsBrowser, the window size) render in a transition',
    retiresWhen: 'Docusaurus starts in steps itself, or its client entry is replaced',
  },
  'compile-hints': {
    keptFor: 'time',
    does: "V8's hint to compile main.js eagerly",
    retiresWhen: 'browsers compile eagerly without a hint',
  },
  'page-template': {
    keptFor: 'time',
    does: "the bundles start once the first frame is painted, with the page's own chunks, instead of deferred in the head",
    retiresWhen: "none expected: it is Docusaurus's documented ssrTemplate option",
  },
  'prefetch-when-idle': {
    keptFor: 'time',
    does: 'what links coming into view prefetch waits for idle time',
    retiresWhen: 'Link prefetches in idle time itself',
  },
};
