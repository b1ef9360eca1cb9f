// react-live and the playground load lazily, only on pages with a live block, after the page has
// rendered (src/theme/README.md). Until then, and on the server, the code is an ordinary
// highlighted block behind the same closed disclosure as the live one (the page keeps the form's
// room: src/components/RunCommandComposer); without JavaScript a line says the form needs it. If
// the playground's code fails to load, the block stays readable and the red box of the theme's
// loader offers Retry; the rest of the page is not touched.
import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import StaticCodeBlock from '@theme-init/CodeBlock';
import Loading from '@theme/Loading';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {playgroundCopy} from '@site/src/data/playground';
import {CodeDisclosure} from '@site/src/lib/codeDisclosure';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LiveCodeBlockType>;

// A lazy component remembers a failed import for good; a retry needs a new one.
// Named chunk, so tests (and the bundle report) can tell it apart.
const loadPlayground = () =>
  lazy(() => import(/* webpackChunkName: "live-playground" */ '@theme-original/LiveCodeBlock'));
let Playground = loadPlayground();

export default function LiveCodeBlockWrapper(props: Props): ReactNode {
  // False on the server and during hydration, true afterwards.
  const ready = useIsBrowser();
  const [, setAttempt] = useState(0);
  const codeOpen = useState(false);
  const [open, setOpen] = codeOpen;
  const details = useRef<HTMLDetailsElement>(null);
  // A disclosure opened before hydration was toggled where React did not see it.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, [setOpen]);
  const {live: _live, ...staticProps} = props as Props & {live?: boolean};
  const placeholder = (
    <>
      <p className={styles.noScript}>{playgroundCopy.noScript}</p>
      <details
        ref={details}
        className={styles.code}
        open={open}
        onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{playgroundCopy.codeSummary}</summary>
        <StaticCodeBlock {...staticProps} />
      </details>
    </>
  );
  if (!ready) return placeholder;
  return (
    <CodeDisclosure value={codeOpen}>
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
    </CodeDisclosure>
  );
}
