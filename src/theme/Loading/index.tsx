// The route loader, in place of theme-fallback/Loading: react-loadable passes `pastDelay` after its
// default 200 ms (the spec's §4 and §9), so nothing shows before that; then a centred spinner, or
// the error in a red box with a Retry button.
import React, {type ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.message}>{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.centre} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
