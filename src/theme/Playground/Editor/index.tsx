// The live code sits behind a disclosure, closed at first: the form it renders
// (shown above it, playgroundPosition 'top') is what most readers came for.
import React, {type ReactNode} from 'react';
import Editor from '@theme-original/Playground/Editor';
import {playgroundCopy} from '@site/src/data/playground';
import styles from './styles.module.css';

export default function EditorWrapper(): ReactNode {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>{playgroundCopy.codeSummary}</summary>
      <Editor />
    </details>
  );
}
