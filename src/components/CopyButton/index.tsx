import {useState, type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** The text to copy, or a function that fetches it when the reader clicks. */
  value: string | (() => Promise<string>);
  /** The visible text of the button. */
  text?: string;
  /** What is copied, for the accessible name: "Copy the USDm address". */
  label: string;
}

/** Copies a value to the clipboard and says whether it worked. */
export default function CopyButton({value, label, text = 'Copy'}: Props): ReactNode {
  const [message, setMessage] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(typeof value === 'string' ? value : await value());
      setMessage('Copied');
    } catch {
      setMessage('Copy failed: select the text instead');
    }
  }

  return (
    <span className={styles.wrapper}>
      <button type="button" className={styles.button} onClick={copy} aria-label={label} title={label}>
        {text}
      </button>
      <span role="status" className={styles.status}>
        {message}
      </span>
    </span>
  );
}
