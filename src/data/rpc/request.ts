/** The JSON-RPC request the reference shows and the Try-it form sends, and the same request as a curl command. */
export interface RpcRequest {
  jsonrpc: '2.0';
  id: number;
  method: string;
  params: unknown[];
}

export function rpcRequest(method: string, params: readonly unknown[]): RpcRequest {
  return {jsonrpc: '2.0', id: 1, method, params: [...params]};
}

/** A copy-pasteable curl command: single quotes around the body, with any single quote in it escaped for the shell. */
export function curlCommand(url: string, request: RpcRequest): string {
  const body = JSON.stringify(request).replaceAll("'", `'\\''`);
  return `curl -s -X POST ${url} \\\n  -H 'Content-Type: application/json' \\\n  --data '${body}'`;
}
