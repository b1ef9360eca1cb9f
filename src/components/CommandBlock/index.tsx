// A command and its sample output as two code blocks, for the custom pages' data.
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';

type Props = {command: string; output?: string};

/** Shell commands as a copyable block, with their sample output in a second block. */
export default function CommandBlock({command, output}: Props): ReactNode {
  return (
    <>
      <CodeBlock language="bash">{command}</CodeBlock>
      {output && (
        <CodeBlock language="text" title="Output">
          {output}
        </CodeBlock>
      )}
    </>
  );
}
