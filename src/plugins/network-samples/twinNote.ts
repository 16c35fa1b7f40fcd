/** The Markdown twin of a page with network samples names their network where the page shows its switch. */
import type {Blockquote} from 'mdast';
import {DEFAULT_SAMPLE_NETWORK} from './placeholders';
import {sampleNetworkNote} from './substitutions';

/** The note that stands in a twin for the network switch: the network the samples are built for. */
export function networkNote(): Blockquote {
  return {
    type: 'blockquote',
    children: [{type: 'paragraph', children: [{type: 'text', value: sampleNetworkNote(DEFAULT_SAMPLE_NETWORK)}]}],
  };
}
