import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  pressed: boolean;
  onToggle: () => void;
  children: ReactNode;
  /** A longer explanation, shown on hover. */
  title?: string;
}

/** A filter button that stays pressed while its filter applies (showcase tags, tutorial levels and technologies). */
export default function ToggleChip({pressed, onToggle, children, title}: Props): ReactNode {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      title={title}
      className={clsx(styles.chip, pressed && styles.pressed)}
      onClick={onToggle}>
      {children}
    </button>
  );
}
