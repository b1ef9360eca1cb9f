// Each block's buttons mount in a transition after hydration, not all in one long task (src/theme/README.md).
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';

export default function CodeBlockButtons(props: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <Buttons {...props} /> : null;
}
