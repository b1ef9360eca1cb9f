import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {runComposerCode} from './playgroundCode';

/** A live playground that builds a podman run command from a few options. */
export default function RunCommandComposer(): ReactNode {
  return (
    <div data-testid="run-composer">
      <CodeBlock language="jsx" live title="run-command.jsx">
        {runComposerCode}
      </CodeBlock>
    </div>
  );
}
