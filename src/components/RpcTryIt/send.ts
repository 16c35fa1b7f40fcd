/**
 * Sends one JSON-RPC request from the browser and sorts what comes back into the outcomes the form explains: a
 * result, a JSON-RPC error, a rate limit, another HTTP error, an answer that is not JSON-RPC, or no answer at all.
 */
import type {RpcRequest} from '@site/src/data/rpc/request';

export type Outcome =
  | {kind: 'result'; result: unknown; body: string; ms: number}
  | {kind: 'rpc-error'; code: number; message: string; data?: unknown; body: string; ms: number}
  | {kind: 'rate-limit'; status: number; body: string; ms: number}
  | {kind: 'http'; status: number; body: string; ms: number}
  | {kind: 'malformed'; body: string; ms: number}
  | {kind: 'network'; message: string; ms: number};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function sendRpc(url: string, request: RpcRequest, now = () => performance.now()): Promise<Outcome> {
  const start = now();
  const elapsed = () => Math.round(now() - start);
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(request),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    body = await response.text();
  } catch (error) {
    return {kind: 'network', message: error instanceof Error ? error.message : String(error), ms: elapsed()};
  }
  const ms = elapsed();
  if (response.status === 429) return {kind: 'rate-limit', status: 429, body, ms};
  if (!response.ok) return {kind: 'http', status: response.status, body, ms};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {kind: 'malformed', body, ms};
  }
  if (!isObject(parsed) || parsed.jsonrpc !== '2.0') return {kind: 'malformed', body, ms};
  if (isObject(parsed.error)) {
    const {code, message, data} = parsed.error;
    return {kind: 'rpc-error', code: Number(code), message: String(message ?? ''), data, body, ms};
  }
  if (!('result' in parsed)) return {kind: 'malformed', body, ms};
  return {kind: 'result', result: parsed.result, body, ms};
}

/** What a JSON-RPC error code means for the reader, by the codes nodes commonly use. */
export function explainRpcError(code: number, method: string): string {
  switch (code) {
    case -32700:
      return 'The node could not parse the request as JSON.';
    case -32600:
      return 'The node did not accept the request as JSON-RPC.';
    case -32601:
      return `This endpoint does not serve ${method}. op-node's methods need an op-node RPC, and some providers turn methods off.`;
    case -32602:
      return 'A parameter has the wrong type or format: the message names it.';
    case 3:
      return 'The call reverted. The revert data, if any, is in the error’s data: decode it with the contract’s ABI.';
    case -32005:
      return 'The node refused the request as too large or too frequent: narrow the range, or wait and retry.';
    default:
      return 'The node answered with an error: the message says why. A missing-state message means the block is older than this node keeps (Forno is not an archive node).';
  }
}
