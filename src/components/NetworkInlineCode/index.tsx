import {useMemo, type ReactNode} from 'react';
import {useSampleNetwork} from '@site/src/plugins/network-samples/choice';
import type {SampleNetworkId} from '@site/src/plugins/network-samples/placeholders';

/** Inline code written with network placeholders, showing the reader's network. */
export default function NetworkInlineCode({samples}: {samples: string}): ReactNode {
  const network = useSampleNetwork();
  const byNetwork = useMemo(() => JSON.parse(samples) as Record<SampleNetworkId, string>, [samples]);
  return <code>{byNetwork[network]}</code>;
}
