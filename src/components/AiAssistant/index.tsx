import {useEffect, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {afterInteractive, appendAssistantScript, type AssistantSettings} from './loadScript';

/**
 * Loads the AI documentation assistant's widget after the page is interactive, when the build had
 * AI_ASSISTANT_KEY. Without a key it renders and loads nothing.
 */
export default function AiAssistant(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const settings = siteConfig.customFields?.aiAssistant as AssistantSettings | null | undefined;
  const logoUrl = useBaseUrl('/img/favicon.svg', {absolute: true});
  useEffect(() => {
    if (!settings) return undefined;
    return afterInteractive(() => appendAssistantScript(settings, logoUrl));
  }, [settings, logoUrl]);
  return null;
}
