// Wraps the crash screen to title the page "Page Error", the title the spec gives a render crash.
import type {ComponentProps, ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';

export default function ErrorPageContentWrapper(props: ComponentProps<typeof ErrorPageContent>): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
