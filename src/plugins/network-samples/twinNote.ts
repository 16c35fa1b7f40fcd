/** The Markdown twin of a page with network samples names their network where the page shows its switch. */
import {load} from 'cheerio';
import {DEFAULT_SAMPLE_NETWORK} from './placeholders';
import {sampleNetworkNote} from './substitutions';

/** The built HTML with the network switch replaced by a note naming the network the samples are built for. */
export function noteSampleNetwork(html: string): string {
  if (!html.includes('data-network-switch')) return html;
  const $ = load(html);
  $('[data-network-switch]').replaceWith(
    $('<blockquote>').append($('<p>').text(sampleNetworkNote(DEFAULT_SAMPLE_NETWORK))),
  );
  return $.html();
}
