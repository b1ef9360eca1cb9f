// The live code sits behind a disclosure, closed at first: the form it renders
// (shown above it, playgroundPosition 'top') is what most readers came for.
import React, {type ReactNode} from 'react';
import Editor from '@theme-original/Playground/Editor';
import styles from './styles.module.css';

export default function EditorWrapper(): ReactNode {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>Edit the code behind this form</summary>
      <Editor />
    </details>
  );
}
