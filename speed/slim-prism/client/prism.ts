import './manualMode';
// Prism's core alone (tokenizer, `languages.extend`/`insertBefore`), without the
// grammars prism-react-renderer bundles. Loading it sets the global `Prism`
// that the grammar files below extend.
import Prism from 'prismjs/components/prism-core';
// The grammars of the languages our code fences use, in load order (a grammar
// after the one it extends: go extends clike). `text` and `console` fences need
// none. highlight.test.ts checks this list against the content. They load with
// the code block component, so pages without code never evaluate them.
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-ini';
import 'prismjs/components/prism-docker';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-go';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-toml';

export default Prism;
