import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CopyButton from '@site/src/components/CopyButton';
import AiHandoff from '@site/src/components/AiHandoff';
import {twinPath} from '@site/src/plugins/llms-txt/twinPath';
import {twinForChoice} from '@site/src/plugins/network-samples/choice';
import styles from './styles.module.css';

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return twinForChoice(await response.text());
}

/**
 * Copies the current doc as Markdown, from the twin the build writes at its route plus `.md`, with its code samples
 * for the reader's network; links to the twin, and hands it to an AI assistant.
 */
export default function CopyPageButton(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const url = twinPath(metadata.permalink);
  return (
    <div className={styles.row}>
      <CopyButton value={() => fetchMarkdown(url)} text="Copy page" label="Copy page as Markdown" />
      <a className={styles.link} href={url}>
        View as Markdown
      </a>
      <AiHandoff twinUrl={`${siteConfig.url}${url}`} />
    </div>
  );
}
