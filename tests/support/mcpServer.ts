/**
 * Starts the docs MCP server (`mcp/server.mjs`) over stdio with the SDK's own client, as an assistant starts it, for
 * the MCP tests and measurements.
 */
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

export const repoRoot = path.join(__dirname, '..', '..');
export const serverEntry = path.join(repoRoot, 'mcp', 'server.mjs');

export interface RunningServer {
  client: Client;
  /** What the server wrote to stderr so far. */
  stderr: () => string;
  close: () => Promise<void>;
}

export async function startServer(args: readonly string[]): Promise<RunningServer> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [serverEntry, ...args],
    cwd: repoRoot,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({name: 'celo-docs-mcp-test', version: '0.0.0'});
  await client.connect(transport);
  return {client, stderr: () => stderr, close: () => client.close()};
}

export interface ToolAnswer {
  text: string;
  isError: boolean;
}

export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const result = await client.callTool({name, arguments: args});
  const content = result.content as {type: string; text?: string}[];
  return {text: content.map((part) => part.text ?? '').join('\n'), isError: result.isError === true};
}

/** The page paths of a search_docs answer's results, in order. */
export function resultPaths(text: string): string[] {
  return [...text.matchAll(/^ {3}URL: (\S+)$/gm)].map((match) => new URL(match[1]).pathname);
}

/** A server on 127.0.0.1 that accepts connections and never answers them: a site that hangs. */
export async function silentServer(): Promise<{origin: string; close: () => Promise<void>}> {
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer(() => {
    // Never answers.
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
