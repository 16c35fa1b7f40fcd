// Wraps a doc's "Last updated" line so a first visit keeps the server's text instead of formatting the date again.
import type {ComponentProps, ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import KeepServerHtml from '@site/src/components/KeepServerHtml';

export default function LastUpdatedWrapper(props: ComponentProps<typeof LastUpdated>): ReactNode {
  return (
    <KeepServerHtml>
      <LastUpdated {...props} />
    </KeepServerHtml>
  );
}
