// Live regions: a screen reader hears the command as the form changes it, and whether the copy
// worked.
import React, {useEffect, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {command: string};
type Outcome = {command: string; copied: boolean};

export default function CopyableCommand({command}: Props): ReactNode {
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The message goes after a while; a new click announces it again.
  useEffect(() => {
    if (!outcome) return undefined;
    const timer = setTimeout(() => setOutcome(null), 3000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = () => {
    navigator.clipboard.writeText(command).then(
      () => setOutcome({command, copied: true}),
      () => setOutcome({command, copied: false}),
    );
  };

  // "Copied" would be wrong once the form has changed the command.
  let message = '';
  if (outcome?.command === command) {
    message = outcome.copied ? 'Copied' : 'Could not copy: select the command and copy it by hand';
  }

  return (
    <div className={styles.box}>
      <pre aria-live="polite" className={styles.command}>
        <code>{command}</code>
      </pre>
      <div className={styles.actions}>
        <button type="button" className={`button button--primary ${styles.copy}`} onClick={copy}>
          Copy command
        </button>
        <span aria-live="polite" className={styles.status}>
          {message}
        </span>
      </div>
    </div>
  );
}
