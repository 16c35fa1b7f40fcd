/**
 * The reader's network for code samples, in the browser: read from `?network=` first, then local storage; kept
 * in local storage so it survives navigation and reloads, and followed across tabs through the `storage` event.
 * Storage may be absent or throw (see src/plugins/storage-fallback): the choice then lasts for the visit only.
 */
import {useDeferredValue, useSyncExternalStore} from 'react';
import {DEFAULT_SAMPLE_NETWORK, isSampleNetwork, type SampleNetworkId} from './placeholders';
import {emptySubstitutions, markdownForNetwork, type Substitutions} from './substitutions';

export const STORAGE_KEY = 'docs.network';
export const URL_PARAM = 'network';

/** The network named by a query string, if it names a sample network. */
export function networkInSearch(search: string): SampleNetworkId | null {
  const value = new URLSearchParams(search).get(URL_PARAM);
  return isSampleNetwork(value) ? value : null;
}

function readStorage(): SampleNetworkId | null {
  try {
    const value = window.localStorage?.getItem(STORAGE_KEY);
    return isSampleNetwork(value) ? value : null;
  } catch {
    return null;
  }
}

function writeStorage(network: SampleNetworkId): void {
  try {
    window.localStorage?.setItem(STORAGE_KEY, network);
  } catch {
    // Storage refused: the choice still holds until the page is closed.
  }
}

const listeners = new Set<() => void>();
/** `undefined` until first read; `null` when the reader has not chosen. */
let chosen: SampleNetworkId | null | undefined;

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  chosen = readStorage();
  emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The reader's choice, or null; a `?network=` in the address the page was opened with wins and is kept. */
export function getChoice(): SampleNetworkId | null {
  if (chosen === undefined) {
    const fromUrl = networkInSearch(window.location.search);
    if (fromUrl) writeStorage(fromUrl);
    chosen = fromUrl ?? readStorage();
  }
  return chosen;
}

export function choose(network: SampleNetworkId): void {
  chosen = network;
  writeStorage(network);
  emit();
}

/** The reader's choice, or null; null in the server render and the hydration render, so both match. */
export function useChoice(): SampleNetworkId | null {
  return useSyncExternalStore(subscribe, getChoice, () => null);
}

/**
 * The network the samples show. A new choice reaches the samples in a transition: the switch answers the reader's tap
 * at once, and the page's samples (a guide has dozens) are rewritten afterwards in short tasks that yield to the
 * reader's next tap.
 */
export function useSampleNetwork(): SampleNetworkId {
  return useDeferredValue(useChoice() ?? DEFAULT_SAMPLE_NETWORK);
}

/** The current page's substitutions, set by its network switch, for "Copy page". */
let pageSubstitutions: Substitutions = emptySubstitutions();

export function setPageSubstitutions(substitutions: Substitutions | null): void {
  pageSubstitutions = substitutions ?? emptySubstitutions();
}

/** A twin's Markdown for the reader's network. */
export function twinForChoice(markdown: string): string {
  return markdownForNetwork(markdown, pageSubstitutions, getChoice() ?? DEFAULT_SAMPLE_NETWORK);
}
