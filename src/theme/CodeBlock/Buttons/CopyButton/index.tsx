// Shell sessions copy as commands only, without "$ " prompts or output: not what a reader wants to
// paste (src/lib/stripPrompts.ts).
import React, {useMemo, type ReactNode} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type {WrapperProps} from '@docusaurus/types';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {stripPrompts} from '@site/src/lib/stripPrompts';

type Props = WrapperProps<typeof CopyButtonType>;

export default function CopyButtonWrapper(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const copyable = useMemo(() => ({...metadata, code: stripPrompts(metadata.code)}), [metadata]);
  return (
    <CodeBlockContextProvider metadata={copyable} wordWrap={wordWrap}>
      <CopyButton {...props} />
    </CodeBlockContextProvider>
  );
}
