// The slim-prism piece's Prism: its core and only the grammars our code fences use.
import './manualMode';
// Prism's core alone: it sets the global `Prism` that the grammar files below extend.
import Prism from 'prismjs/components/prism-core';
// Our code fences' grammars, each after the one it extends (go extends clike); highlight.test.ts
// checks the list.
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
