// Ejected rather than wrapped: the theme's version has no parts to wrap (it
// only joins two hooks and a provider), and the change is in those hooks.
// - Its word-wrap hook sets state from effects on every block just after
//   hydration; React renders such updates in one go, so a page with many
//   blocks rendered them all two extra times in one long task. Ours
//   (speed/theme/useCodeWordWrap.ts) sets only what changed, in a
//   transition.
// - The block's metadata (language, title, highlighted lines) is kept from one
//   render to the next instead of being parsed again from the code.
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
