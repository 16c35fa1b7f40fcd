/**
 * Where the Try-it form sends a method on a network: Forno for the execution client's methods, the public op-node
 * RPC for op-node's, where Celo publishes one. The Content-Security-Policy of the Try-it pages allows exactly
 * `tryItOrigins()`.
 */
import {networks, type Network} from '../networks';
import {SAMPLE_NETWORKS, type SampleNetworkId} from '../../plugins/network-samples/placeholders';
import type {RpcMethod} from './types';

/** The endpoint, or null when the network has no public endpoint that serves the method. */
export function endpointFor(method: RpcMethod, network: SampleNetworkId): string | null {
  const data: Network = networks[network];
  return method.server === 'execution' ? data.rpcUrl : (data.opNodeRpcUrl ?? null);
}

/** Every origin a Try-it form may reach, on any network the reader can pick. */
export function tryItOrigins(): string[] {
  const urls = SAMPLE_NETWORKS.flatMap((id): string[] => {
    const network: Network = networks[id];
    return network.opNodeRpcUrl ? [network.rpcUrl, network.opNodeRpcUrl] : [network.rpcUrl];
  });
  return [...new Set(urls.map((url) => new URL(url).origin))].sort();
}
