import {useState, type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  value: string;
  /** What is copied, for the accessible name: "Copy the cUSD address". */
  label: string;
}

/** Copies a value to the clipboard and says whether it worked. */
export default function CopyButton({value, label}: Props): ReactNode {
  const [message, setMessage] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setMessage('Copied');
    } catch {
      setMessage('Copy failed: select the text instead');
    }
  }

  return (
    <span className={styles.wrapper}>
      <button type="button" className={styles.button} onClick={copy} aria-label={label} title={label}>
        Copy
      </button>
      <span role="status" className={styles.status}>
        {message}
      </span>
    </span>
  );
}
