// The /get-started playground: a live code block that composes a `podman run` command.
import React, {type ComponentType, type ReactNode} from 'react';
import CodeBlock, {type Props as CodeBlockProps} from '@theme/CodeBlock';
import {runComposerCode} from './playgroundCode';

// theme-live-codeblock reads a `live` prop that the classic CodeBlock type does not declare.
const LiveCodeBlock = CodeBlock as ComponentType<CodeBlockProps & {live: boolean}>;

/** A live playground that builds a podman run command from a few options. */
export default function RunCommandComposer(): ReactNode {
  return (
    // Its room is kept until the form comes (src/css/playground.css).
    <div data-testid="run-composer" className="run-composer">
      <LiveCodeBlock language="jsx" live title="run-command.jsx">
        {runComposerCode}
      </LiveCodeBlock>
    </div>
  );
}
