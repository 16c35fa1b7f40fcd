import {startTransition, useEffect, useId, useMemo, useRef, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {networks} from '@site/src/data/networks';
import {
  choose,
  getChoice,
  networkInSearch,
  setPageSubstitutions,
  useChoice,
  URL_PARAM,
} from '@site/src/plugins/network-samples/choice';
import {DEFAULT_SAMPLE_NETWORK, SAMPLE_NETWORKS} from '@site/src/plugins/network-samples/placeholders';
import type {Substitutions} from '@site/src/plugins/network-samples/substitutions';
import styles from './styles.module.css';

function withNetwork(search: string, network: string): string {
  const params = new URLSearchParams(search);
  params.set(URL_PARAM, network);
  return `?${params.toString()}`;
}

/** Keeps `?network=` and the reader's choice in step: an address that names a network wins when it changes. */
function useNetworkInUrl(chosen: string | null): void {
  const location = useLocation();
  const history = useHistory();
  const previousSearch = useRef<string | null>(null);
  useEffect(() => {
    const inUrl = networkInSearch(location.search);
    const searchChanged = previousSearch.current !== location.search;
    previousSearch.current = location.search;
    if (searchChanged && inUrl && inUrl !== getChoice()) {
      choose(inUrl);
      return;
    }
    // A new location re-renders every route on the page: in a transition, so it waits behind the reader's next tap.
    if (chosen && inUrl !== chosen) {
      startTransition(() => history.replace({...location, search: withNetwork(location.search, chosen)}));
    }
  }, [chosen, history, location]);
}

/**
 * The switch between the networks code samples are written for, at the top of every page with placeholders
 * (src/plugins/network-samples puts it there). It stays in view while the page scrolls.
 */
export default function NetworkSwitch({substitutions}: {substitutions: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const chosen = useChoice();
  const selected = chosen ?? DEFAULT_SAMPLE_NETWORK;
  const labelId = useId();
  const pairs = useMemo(() => JSON.parse(substitutions) as Substitutions, [substitutions]);
  useEffect(() => {
    setPageSubstitutions(pairs);
    return () => setPageSubstitutions(null);
  }, [pairs]);
  useNetworkInUrl(chosen);

  return (
    <div className={styles.bar} data-network-switch={DEFAULT_SAMPLE_NETWORK}>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.group}>
        <span id={labelId} className={styles.label}>
          Network for code samples
        </span>
        {SAMPLE_NETWORKS.map((id) => (
          <label key={id} className={styles.option}>
            <input
              type="radio"
              className={styles.input}
              name={labelId}
              value={id}
              checked={selected === id}
              disabled={!isBrowser}
              onChange={() => choose(id)}
            />
            <span className={styles.pill}>{networks[id].name}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
