// cspell:ignore metastring
import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import {useSampleNetwork} from '@site/src/plugins/network-samples/choice';
import type {SampleNetworkId} from '@site/src/plugins/network-samples/placeholders';

interface Props {
  /** The sample filled for each network, as JSON (written by src/plugins/network-samples). */
  samples: string;
  language?: string;
  meta?: string;
}

/** The class of a block that follows the network switch, as opposed to one written for a single network. */
export const NETWORK_SAMPLE_CLASS = 'network-sample';

/** A fenced code block written with network placeholders, showing the reader's network. */
export default function NetworkCodeBlock({samples, language, meta}: Props): ReactNode {
  const network = useSampleNetwork();
  const byNetwork = useMemo(() => JSON.parse(samples) as Record<SampleNetworkId, string>, [samples]);
  // The same element while the network is unchanged, so the tap's urgent render stops here (see useSampleNetwork).
  return useMemo(
    () => (
      <CodeBlock className={clsx(NETWORK_SAMPLE_CLASS, language && `language-${language}`)} metastring={meta}>
        {`${byNetwork[network]}\n`}
      </CodeBlock>
    ),
    [byNetwork, network, language, meta],
  );
}
