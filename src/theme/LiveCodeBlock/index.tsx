// Wraps the live code block so react-live and the playground load only on the
// pages that have one, after the page has rendered. Until then (and on the
// server) the code shows as an ordinary highlighted block.
import React, {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import StaticCodeBlock from '@theme-init/CodeBlock';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LiveCodeBlockType>;

// Named chunk, so tests (and the bundle report) can tell it apart.
const Playground = lazy(() => import(/* webpackChunkName: "live-playground" */ '@theme-original/LiveCodeBlock'));

export default function LiveCodeBlockWrapper(props: Props): ReactNode {
  // False on the server and during hydration, true afterwards.
  const ready = useIsBrowser();
  const {live: _live, ...staticProps} = props as Props & {live?: boolean};
  const placeholder = <StaticCodeBlock {...staticProps} />;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Playground {...props} />
    </Suspense>
  );
}
