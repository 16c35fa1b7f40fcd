/** A method's example for one network: its network placeholders filled from src/data, as the samples are. */
import {fillPlaceholders, type SampleNetworkId} from '../../plugins/network-samples/placeholders';
import type {RpcMethod} from './types';

function fill(value: unknown, network: SampleNetworkId): unknown {
  if (typeof value === 'string') return fillPlaceholders(value, network);
  if (Array.isArray(value)) return value.map((item) => fill(item, network));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, network)]));
  }
  return value;
}

export function exampleParams(method: RpcMethod, network: SampleNetworkId): unknown[] {
  return fill(method.example.params, network) as unknown[];
}

export function exampleResult(method: RpcMethod, network: SampleNetworkId): unknown {
  return fill(method.example.result, network);
}
