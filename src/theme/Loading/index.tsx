// Wraps the page loader to show a load error as a labelled alert with readable contrast; the spinner is stock.
import type {ComponentProps, ReactNode} from 'react';
import Loading from '@theme-original/Loading';
import styles from './styles.module.css';

export default function LoadingWrapper(props: ComponentProps<typeof Loading>): ReactNode {
  if (!props.error) return <Loading {...props} />;
  return (
    <div role="alert" className={styles.error}>
      <p>This page could not be loaded: {String(props.error)}</p>
      <button type="button" className="button button--primary" onClick={props.retry}>
        Retry
      </button>
    </div>
  );
}
