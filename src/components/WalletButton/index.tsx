import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {describeWalletError, injectedProvider, type Eip1193Provider} from './walletRequests';
import styles from './styles.module.css';

type State = {kind: 'idle'} | {kind: 'pending'} | {kind: 'done' | 'error'; message: string};

export const NO_WALLET_MESSAGE =
  'No browser wallet was found. Install a wallet such as MetaMask, or enter the values from the table by hand.';

interface Props {
  label: string;
  /** Runs the wallet requests; resolves to the sentence to show on success. */
  action: (provider: Eip1193Provider) => Promise<string>;
}

/** A button that talks to the reader's browser wallet and says plainly what happened. */
export default function WalletButton({label, action}: Props): ReactNode {
  const [state, setState] = useState<State>({kind: 'idle'});

  async function handleClick() {
    const provider = injectedProvider();
    if (!provider) {
      setState({kind: 'error', message: NO_WALLET_MESSAGE});
      return;
    }
    setState({kind: 'pending'});
    try {
      setState({kind: 'done', message: await action(provider)});
    } catch (error) {
      setState({kind: 'error', message: describeWalletError(error)});
    }
  }

  return (
    <span className={styles.wrapper}>
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={handleClick}
        disabled={state.kind === 'pending'}>
        {label}
      </button>
      <span role="status" className={clsx(styles.status, state.kind === 'error' && styles.error)}>
        {state.kind === 'pending' ? 'Check your wallet…' : 'message' in state ? state.message : ''}
      </span>
    </span>
  );
}
