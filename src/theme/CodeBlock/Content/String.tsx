// Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/README.md), not
// wrapped: the theme's file only joins two hooks and a provider, and the
// changes are in those hooks. Part of the speed layer (speed/README.md).
// - The theme's useCodeWordWrap sets state from effects on every block just
//   after hydration; React renders such updates together, so a page with many
//   blocks rendered them all twice more in one long task.
//   Ours (speed/theme/useCodeWordWrap.ts) sets only what changed, in a
//   transition.
// - The block's metadata (language, title, highlighted lines) is kept from one
//   render to the next (useMemo) instead of being parsed again from the code.
// The rest keeps upstream's text and formatting (Docusaurus's Prettier
// settings), so `diff` against the theme's src/theme/CodeBlock/Content/
// String.tsx shows only these changes.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  type CodeBlockMetadata,
  createCodeBlockMetadata,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {useCodeWordWrap} from '../../../../speed/theme/useCodeWordWrap';

function useCodeBlockMetadata(props: Props): CodeBlockMetadata {
  const {prism} = useThemeConfig();
  return useMemo(
    () =>
      createCodeBlockMetadata({
        code: props.children,
        className: props.className,
        metastring: props.metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language: props.language,
        title: props.title,
        showLineNumbers: props.showLineNumbers,
      }),
    [
      props.children,
      props.className,
      props.metastring,
      prism.magicComments,
      prism.defaultLanguage,
      props.language,
      props.title,
      props.showLineNumbers,
    ],
  );
}

// TODO Docusaurus v4: move this component at the root?
export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
