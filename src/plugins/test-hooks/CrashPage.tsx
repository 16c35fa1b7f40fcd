import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';

declare global {
  interface Window {
    /** Set by a test: while true, the page throws on render. */
    testHooksCrash?: boolean;
  }
}

function CrashWhenAsked(): ReactNode {
  const hydrated = useIsBrowser();
  if (hydrated && window.testHooksCrash) {
    throw new Error('The test page threw on purpose', {cause: new Error('window.testHooksCrash was set')});
  }
  return <p>The test page rendered.</p>;
}

export default function CrashPage(): ReactNode {
  return (
    <Layout title="Crash test" description="A page the end-to-end tests crash on purpose.">
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
        <CrashWhenAsked />
      </main>
    </Layout>
  );
}
