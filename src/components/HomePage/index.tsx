import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HydrateApart from '@site/src/components/HydrateApart';
import styles from './styles.module.css';

interface EntryPoint {
  title: string;
  audience: string;
  to: string;
  links: {label: string; to: string}[];
}

const entryPoints: EntryPoint[] = [
  {
    title: 'Developers',
    audience: 'Deploy contracts, pay gas in stablecoins and ship MiniPay mini apps.',
    to: '/build',
    links: [
      {label: 'Quickstart', to: '/build/quickstart'},
      {label: 'Fee currencies', to: '/developer/fee-currency'},
      {label: 'viem on Celo', to: '/developer/viem'},
    ],
  },
  {
    title: 'Node operators',
    audience: 'Run op-reth and op-node on the Celo layer 2, or migrate an L1 node.',
    to: '/cel2/operators/overview',
    links: [
      {label: 'Run a node with Docker', to: '/cel2/operators/docker-node'},
      {label: 'Migrate a node', to: '/cel2/operators/migrate-node'},
      {label: 'Networks', to: '/network'},
    ],
  },
  {
    title: 'Validators',
    audience: 'Serve the community as an RPC provider and follow the upgrade notices.',
    to: '/validator',
    links: [
      {label: 'RPC providers', to: '/cel2/operators/rpc-provider'},
      {label: 'Monitoring', to: '/validator/monitoring'},
      {label: 'Security', to: '/validator/security'},
    ],
  },
  {
    title: 'Holders',
    audience: 'Choose a wallet, lock CELO, vote on governance and recover funds.',
    to: '/holder',
    links: [
      {label: 'Wallets', to: '/wallet'},
      {label: 'Vote on governance', to: '/holder/vote/governance'},
      {label: 'Recover funds', to: '/holder/recover/from-eth-address'},
    ],
  },
];

const mostRead = [
  {label: 'What changed with the layer 2', to: '/cel2/whats-changed/l1-l2'},
  {label: 'Network parameters', to: '/network'},
  {label: 'Token addresses', to: '/token-addresses'},
  {label: 'Contract addresses', to: '/contract-addresses'},
  {label: 'celocli reference', to: '/cli'},
  {label: 'Glossary', to: '/general/glossary'},
];

/** The landing page served at `/` and `/home`. */
export default function HomePage(): ReactNode {
  return (
    <Layout
      title="Celo documentation"
      description="Documentation for Celo, the Ethereum layer 2 for payments: build apps, run nodes, validate and hold CELO.">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            Celo documentation
          </Heading>
          <p className={styles.lead}>
            Celo is an Ethereum layer 2 built for payments, where fees are tiny, blocks arrive every second and gas can
            be paid in stablecoins.
          </p>
          <blockquote className={styles.quote}>
            Build and deploy your first app on Celo <Link to="/build/quickstart">in under 5 minutes</Link>.
          </blockquote>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/build/quickstart">
              Start building
            </Link>
            <Link className="button button--secondary button--lg" to="/general">
              What is Celo?
            </Link>
          </div>
        </div>
      </header>
      {/* Below the fold on a phone: its links hydrate apart from the hero. */}
      <HydrateApart>
        <main className="container margin-vert--xl">
          <section aria-labelledby="entry-points">
            <Heading as="h2" id="entry-points">
              Find your path
            </Heading>
            <div className={styles.grid}>
              {entryPoints.map((entry) => (
                <article key={entry.title} className={styles.card}>
                  <Heading as="h3">
                    <Link to={entry.to}>{entry.title}</Link>
                  </Heading>
                  <p>{entry.audience}</p>
                  <ul>
                    {entry.links.map((link) => (
                      <li key={link.to}>
                        <Link to={link.to}>{link.label}</Link>
                      </li>
                    ))}
                  </ul>
                </article>
              ))}
            </div>
          </section>
          <section aria-labelledby="most-read" className="margin-top--xl">
            <Heading as="h2" id="most-read">
              Most read
            </Heading>
            <ul className={styles.mostRead}>
              {mostRead.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        </main>
      </HydrateApart>
    </Layout>
  );
}
