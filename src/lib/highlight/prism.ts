import './manualMode';
// Prism's core alone (tokenizer, `languages.extend`/`insertBefore`), without the
// grammars prism-react-renderer bundles. The site's grammars are added by the
// theme's prism-include-languages from `themeConfig.prism.additionalLanguages`.
import Prism from 'prismjs/components/prism-core';

export default Prism;
