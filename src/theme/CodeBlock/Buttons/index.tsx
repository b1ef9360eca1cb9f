// The copy and word-wrap buttons exist only in the browser (the theme renders
// them through BrowserOnly). As the theme has it, every block's buttons mount
// in the one synchronous render that follows hydration: 58 groups on
// /docs/installation, the longest task of its page load. Here each block
// mounts its buttons in a transition after it has hydrated, which React
// renders in small slices between other work.
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';

export default function CodeBlockButtons(props: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <Buttons {...props} /> : null;
}
