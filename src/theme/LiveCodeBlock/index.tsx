// react-live and the playground load lazily, only on pages with a live block (src/theme/README.md).
import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import StaticCodeBlock from '@theme-init/CodeBlock';
import Loading from '@theme/Loading';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {playgroundCopy} from '@site/src/data/playground';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LiveCodeBlockType>;

// A lazy component remembers a failed import for good; a retry needs a new one.
// Named chunk, so tests (and the bundle report) can tell it apart.
const loadPlayground = () => lazy(() => import(/* webpackChunkName: "live-playground" */ '@theme-original/LiveCodeBlock'));
let Playground = loadPlayground();

export default function LiveCodeBlockWrapper(props: Props): ReactNode {
  // False on the server and during hydration, true afterwards.
  const ready = useIsBrowser();
  const [, setAttempt] = useState(0);
  const {live: _live, ...staticProps} = props as Props & {live?: boolean};
  const placeholder = (
    <div className={styles.placeholder}>
      <p className={styles.noScript}>{playgroundCopy.noScript}</p>
      <details className={styles.code}>
        <summary>{playgroundCopy.codeSummary}</summary>
        <StaticCodeBlock {...staticProps} />
      </details>
    </div>
  );
  if (!ready) return placeholder;
  return (
    <ErrorBoundary
      fallback={({error, tryAgain}) => {
        const retry = () => {
          Playground = loadPlayground();
          setAttempt((n) => n + 1);
          tryAgain();
        };
        return (
          <>
            {placeholder}
            <Loading isLoading={false} pastDelay timedOut={false} error={error} retry={retry} />
          </>
        );
      }}>
      <Suspense fallback={placeholder}>
        <Playground {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
