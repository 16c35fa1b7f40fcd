/**
 * How a page's Markdown twin, written for the default network, becomes the selected network's: each sample line
 * and inline sample the network changes is replaced whole. Used by "Copy page"; the pairs come from the build.
 */
import {networks} from '../../data/networks';
import {DEFAULT_SAMPLE_NETWORK, SAMPLE_NETWORKS, type SampleNetworkId} from './placeholders';

type Pairs = [from: string, to: string][];

/** Per network: whole sample lines, and inline samples with their backticks, as [default network's, this one's]. */
export type Substitutions = Record<SampleNetworkId, {lines: Pairs; code: Pairs}>;

export function emptySubstitutions(): Substitutions {
  return Object.fromEntries(SAMPLE_NETWORKS.map((id) => [id, {lines: [], code: []}])) as unknown as Substitutions;
}

/** The line the twin puts under the title of a page with samples, naming the network they are written for. */
export function sampleNetworkNote(network: SampleNetworkId): string {
  const {name, chainId} = networks[network];
  return `Network: the code samples on this page are for ${name} (chain id ${chainId}).`;
}

/** A line without the indentation and quote marks Markdown puts around it inside lists and admonitions. */
function bare(line: string): string {
  return line.replace(/^[\s>]*/, '').trimEnd();
}

/** The lines that differ between two fillings of one sample. */
export function lineSubstitutions(from: string, to: string): Pairs {
  const toLines = to.split('\n');
  return from
    .split('\n')
    .map((line, index): [string, string] => [bare(line), bare(toLines[index] ?? '')])
    .filter(([a, b]) => a && a !== b);
}

/** The twin's Markdown with the default network's samples and note replaced by `network`'s. */
export function markdownForNetwork(markdown: string, substitutions: Substitutions, network: SampleNetworkId): string {
  if (network === DEFAULT_SAMPLE_NETWORK) return markdown;
  const {lines, code} = substitutions[network];
  const byLine = new Map([...lines, [sampleNetworkNote(DEFAULT_SAMPLE_NETWORK), sampleNetworkNote(network)]]);
  return markdown
    .split('\n')
    .map((line) => {
      const prefix = /^[\s>]*/.exec(line)![0];
      const replacement = byLine.get(bare(line));
      const whole = replacement === undefined ? line : prefix + replacement;
      return code.reduce((text, [from, to]) => text.replaceAll(from, to), whole);
    })
    .join('\n');
}
