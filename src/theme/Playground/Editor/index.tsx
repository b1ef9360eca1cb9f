// The live code behind a closed disclosure, under the form it renders (playgroundPosition 'top'),
// which is what most readers came for. react-live's editor takes Tab to indent, which kept keyboard
// users in it (WCAG 2.1.2, no keyboard trap): Tab leaves the editor unless Enter was pressed in it,
// until Esc.
import React, {
  useContext,
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Editor from '@theme-original/Playground/Editor';
import {playgroundCopy} from '@site/src/data/playground';
import {CodeDisclosure} from '@site/src/lib/codeDisclosure';
import styles from './styles.module.css';

export default function EditorWrapper(): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const indenting = useRef(false);
  const hint = useId();
  const [open, setOpen] = useContext(CodeDisclosure);

  // The theme's editor takes no ARIA props: name its editable <pre> here.
  useEffect(() => {
    const code = box.current?.querySelector('[contenteditable]');
    if (!code) return;
    code.setAttribute('role', 'textbox');
    code.setAttribute('aria-multiline', 'true');
    code.setAttribute('aria-label', playgroundCopy.editorName);
    code.setAttribute('aria-describedby', hint);
  }, [hint]);

  // Capture phase: a Tab stopped here never reaches the editor's own handler,
  // so the browser moves focus as it does anywhere else.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key === 'Enter') indenting.current = true;
    else if (event.key === 'Escape') indenting.current = false;
    else if (event.key === 'Tab' && !indenting.current) event.stopPropagation();
  };

  return (
    <details
      className={styles.disclosure}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={styles.summary}>{playgroundCopy.codeSummary}</summary>
      <p id={hint} className={styles.keys}>
        {playgroundCopy.keys}
      </p>
      <div ref={box} onKeyDownCapture={onKeyDownCapture} onBlur={() => (indenting.current = false)}>
        <Editor />
      </div>
    </details>
  );
}
