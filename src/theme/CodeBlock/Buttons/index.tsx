// Each block's buttons mount in a transition after hydration, not all in one long task
// (src/theme/README.md). The copy and word-wrap buttons exist only in the browser (the theme
// renders them through BrowserOnly), so as the theme has it every block's buttons mount in the one
// synchronous render after hydration: 58 groups on /docs/installation, the longest task of its page
// load when this was written. A transition lets React render them in small slices between other
// work. On a touch screen they sit in a bar above the code (./styles.module.css).
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';
import styles from './styles.module.css';

export default function CodeBlockButtons(props: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <Buttons {...props} className={styles.buttons} /> : null;
}
