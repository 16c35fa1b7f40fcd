import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/** The ecosystem showcase. */
export default function Showcase(): ReactNode {
  return (
    <Layout title="Showcase" description="Apps, tools and tutorials built on Celo, filterable by tag.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Showcase</Heading>
        <p>Apps, tools and tutorials built by the Celo community.</p>
      </main>
    </Layout>
  );
}
