import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {ASSISTANTS, assistantPrompt} from './links';
import styles from './styles.module.css';

/**
 * A disclosure button that shows links opening ChatGPT or Claude with a prompt naming the page's Markdown twin.
 * Plain links: nothing is requested from either service until the reader follows one.
 */
export default function AiHandoff({twinUrl}: {twinUrl: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const prompt = assistantPrompt(twinUrl);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  }

  return (
    <div className={styles.root} ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}>
        Open in an AI assistant
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {ASSISTANTS.map(({name, url}) => (
          <li key={name}>
            <a href={url(prompt)} target="_blank" rel="noopener noreferrer" className={styles.link}>
              Open in {name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
