// @vitest-environment node
/**
 * The redirects as real servers answer them: Debian's nginx with the files the build writes (nginx-redirects.conf,
 * nginx-headers.conf) and scripts/serve-static.mjs with address-map.json, each started on a loopback port for this test
 * and stopped after it. Requests go over a raw socket, so hostile paths reach the server exactly as written.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {once} from 'node:events';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {redirects} from '@site/src/data/redirects';
import {buildAddressMap} from '@site/src/plugins/legacy-redirects/addressMap';
import {nginxRedirectMap} from '@site/src/plugins/legacy-redirects/hostFiles';
import {LEGACY_LIST, readPathList, SERVED_LIST} from '@site/src/plugins/legacy-redirects/pathLists';
import {nginxSnippet} from '../../scripts/hosting-headers/headers.mjs';
import {startNginx} from '../support/nginx.mjs';

const site = path.join(__dirname, '..', '..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));

/** The site's pages as tests/routes.txt lists them, which is enough for the redirects. */
const pages = new Set(readPathList(path.join(site, 'tests/routes.txt')).map((line) => line.split(/\s+/)[0]));
const map = buildAddressMap(redirects, pages, [
  ...readPathList(path.join(site, LEGACY_LIST)),
  ...readPathList(path.join(site, SERVED_LIST)),
]);

/** A build with a file for a few pages and the hosting files, readable by nginx's worker. */
function fixtureBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'redirect-servers-build-'));
  for (const page of ['/', '/general', '/cel2/faq', '/cli', '/cli/account', '/developer/sdks/celo-sdks']) {
    mkdirSync(path.join(root, page), {recursive: true});
    writeFileSync(path.join(root, page, 'index.html'), `<!doctype html><title>${page}</title>`);
  }
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(path.join(root, 'address-map.json'), JSON.stringify(map));
  writeFileSync(path.join(root, 'nginx-redirects.conf'), nginxRedirectMap(map));
  writeFileSync(path.join(root, 'nginx-headers.conf'), nginxSnippet({strict: "default-src 'self'", pages: []}));
  for (const entry of ['', ...readdirSync(root, {recursive: true, encoding: 'utf8'})]) {
    chmodSync(path.join(root, entry), 0o755);
  }
  return root;
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

interface RawResponse {
  status: number;
  headers: [string, string][];
  head: string;
}

/** Sends `target` as the request line's path, byte for byte, with a foreign Host header. */
async function rawGet(port: number, target: string): Promise<RawResponse> {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  // Written, not ended: a half-closed socket lets Node drop a response still streaming a file.
  socket.write(`GET ${target} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(socket, 'close');
  const head = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n')[0];
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = lines.map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
  });
  return {status: Number(statusLine.split(' ')[1]), headers, head};
}

const location = (response: RawResponse) => response.headers.find(([name]) => name === 'location')?.[1];

/** Spellings of pages and old addresses, each with the one Location it must answer. */
const spellings: [string, string][] = [
  ['/general/', '/general'],
  ['/GENERAL', '/general'],
  ['/General/Index.html', '/general'],
  ['/general.html', '/general'],
  ['//general', '/general'],
  ['/general//', '/general'],
  ['/protocol/pos/index', '/protocol/pos'],
  ['/FAQs/', '/cel2/faq'],
  ['/faqs', '/cel2/faq'],
  ['/command-line-interface/account/', '/cli/account'],
  ['/Command-Line-Interface/ACCOUNT', '/cli/account'],
  ['/general/?ref=forum', '/general?ref=forum'],
  ['/learn/celo-coin-summary', '/learn/CELO-coin-summary'],
  ['/celo-codebase/protocol/odis/phone-number-privacy', '/protocol/identity/odis-use-case-phone-number-privacy'],
];

/** Paths that try to put the request into a header or send the reader to another host. */
const hostile = [
  '/celo-sdk/%0d%0aSet-Cookie:%20injected=1',
  '/command-line-interface/%0D%0AX-Injected:%201',
  '/general/%0d%0aX-Injected:%201/',
  '//evil.example/',
  '//evil.example/%2e%2e',
  '/\\evil.example/',
  '/%5cevil.example/',
  '/%2e%2e/%2e%2e/general/',
  '/general/%2e%2e/%2f%2fevil.example/',
  '/celo-sdk/%2f%2fevil.example',
  `/celo-sdk/${'a'.repeat(6000)}`,
  `/${'general/'.repeat(500)}`,
];

function describeServer(name: string, start: (root: string, port: number) => Promise<() => Promise<void>>) {
  describe(name, () => {
    let port = 0;
    let stop: () => Promise<void> = async () => {};
    beforeAll(async () => {
      port = await freePort();
      stop = await start(fixtureBuild(), port);
    });
    afterAll(() => stop());

    it.each(spellings)('answers %s with one 301 to %s', async (asked, expected) => {
      const response = await rawGet(port, asked);
      expect(response.status, response.head).toBe(301);
      expect(location(response)).toBe(expected);
    });

    it('answers an unknown child of an old folder 404, so the not-found page matches it by its words', async () => {
      expect((await rawGet(port, '/command-line-interface/no-such-command')).status).toBe(404);
    });

    it('serves a page written as it is, without a redirect', async () => {
      expect((await rawGet(port, '/general')).status).toBe(200);
      expect((await rawGet(port, '/general?ref=forum')).status).toBe(200);
    });

    it.each(hostile.map((asked) => [asked.slice(0, 60), asked]))(
      'keeps %s out of the headers and on this host',
      async (_, asked) => {
        const response = await rawGet(port, asked);
        expect([301, 400, 404, 414], response.head).toContain(response.status);
        expect(response.headers.map(([header]) => header)).not.toContain('set-cookie');
        expect(response.headers.map(([header]) => header)).not.toContain('x-injected');
        const target = location(response);
        if (target !== undefined) expect(target, response.head).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      },
    );
  });
}

describe.runIf(process.platform === 'linux')('redirects on real servers', () => {
  it('has nginx to test with (Debian package nginx; .ci/run installs it)', () => {
    expect(NGINX, 'install nginx: apt-get install nginx').toBeDefined();
  });

  describeServer('nginx with the build’s nginx-redirects.conf and nginx-headers.conf', async (root, port) => {
    const nginx = startNginx(root, port, NGINX);
    return async () => {
      nginx.stop();
      expect(nginx.errorLog()).not.toMatch(/\[(emerg|alert|crit)\]/);
    };
  });

  describeServer('scripts/serve-static.mjs with the build’s address-map.json', async (root, port) => {
    const server: ChildProcess = spawn(
      process.execPath,
      [path.join(site, 'scripts/serve-static.mjs'), '--dir', root, '--port', String(port)],
      {stdio: ['ignore', 'pipe', 'inherit']},
    );
    await once(server.stdout!, 'data');
    return async () => {
      server.kill();
      await once(server, 'exit');
    };
  });
});
