import type {ReactNode} from 'react';
import type {Network} from '@site/src/data/networks';
import {networkFieldForm, networkFieldText, type NetworkField} from '@site/src/data/networkFields';

function ExternalLink({url, children}: {url: string; children?: ReactNode}): ReactNode {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children ?? url}
    </a>
  );
}

function inForm(field: NetworkField, text: string | undefined): ReactNode {
  if (text === undefined) return undefined;
  const form = networkFieldForm(field);
  if (form === 'code') return <code>{text}</code>;
  return form === 'link' ? <ExternalLink url={text} /> : text;
}

/** Each field of a network as a table cell shows it, in the form `networkFieldForm` gives it. */
export function networkField(field: NetworkField, network: Network): ReactNode {
  return inForm(field, networkFieldText[field](network));
}

export {ExternalLink};
