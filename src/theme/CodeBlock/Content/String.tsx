// Ejected: our word-wrap hook sets only what changed, in a transition, and the metadata is memoised (src/theme/README.md).
import React, {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useCodeWordWrap} from '../../../../speed/theme/useCodeWordWrap';

export default function CodeBlockString({children, className, metastring, language, title, showLineNumbers}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const {magicComments, defaultLanguage} = prism;
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({code: children, className, metastring, language, title, showLineNumbers, magicComments, defaultLanguage}),
    [children, className, metastring, language, title, showLineNumbers, magicComments, defaultLanguage],
  );
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
