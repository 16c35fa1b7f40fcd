#!/usr/bin/env node
// Serves a built site the way a production static host does: a 301 for every old address and every other spelling
// of a page (the build's `address-map.json`, as nginx-redirects.conf answers it), clean URLs, a real 404 page, gzip or brotli compression (or a file's precompressed `.gz` sibling, as nginx's gzip_static
// serves it), and the headers from the build's `_headers` file. Used by the end-to-end tests and the benchmarks,
// because `docusaurus serve` neither compresses nor sends the hosting headers.
//
//   node scripts/serve-static.mjs [--dir build] [--port 4173] [--host 127.0.0.1]
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import {headersFor, parseHeadersFile} from './serve-static/headers.mjs';
import {precompressedSibling} from './serve-static/precompressed.mjs';
import {redirectLocation} from './serve-static/redirects.mjs';
import {resolveFile} from './serve-static/resolve.mjs';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '4173'},
    host: {type: 'string', default: '127.0.0.1'},
  },
});

const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve-static: ${root} has no index.html; run \`npm run build\` first.`);
  process.exit(1);
}
const headersPath = path.join(root, '_headers');
const headerRules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
const addressMapPath = path.join(root, 'address-map.json');
const addressMap = existsSync(addressMapPath)
  ? JSON.parse(readFileSync(addressMapPath, 'utf8'))
  : {exact: {}, folders: []};

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

function encodingFor(acceptEncoding, contentType) {
  if (!compressible.test(contentType)) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

/**
 * Each file is compressed once, when first asked for, as a CDN compresses on the fly: brotli at quality 5, whose output is
 * about an eighth larger than the highest level's at a fiftieth of its time. The highest level took 5.7 s for
 * llms-full.txt, and the server answers nothing else while it compresses.
 */
const BROTLI_QUALITY = 5;
const compressed = new Map();
function compressedBody(file, encoding) {
  const key = `${encoding}:${file}`;
  const {mtimeMs} = statSync(file);
  const cached = compressed.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const raw = readFileSync(file);
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY}})
      : zlib.gzipSync(raw, {level: 9});
  compressed.set(key, {mtimeMs, body});
  return body;
}

const server = http.createServer((request, response) => {
  // Appended, not resolved against a base: `//host/x` stays a path with a doubled slash instead of naming a host.
  const url = new URL(`http://localhost/${(request.url ?? '/').replace(/^\//, '')}`);
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    response.writeHead(400).end('Malformed URL');
    return;
  }
  const location = redirectLocation(addressMap, pathname);
  if (location) {
    for (const [name, value] of headersFor(headerRules, url.pathname)) response.setHeader(name, value);
    response.writeHead(301, {Location: location + url.search}).end();
    return;
  }
  const found = resolveFile(root, pathname);
  const status = found ? 200 : 404;
  const file = found ?? path.join(root, '404.html');
  const contentType = contentTypes[path.extname(file)] ?? 'application/octet-stream';

  response.statusCode = status;
  response.setHeader('Content-Type', contentType);
  response.setHeader('Vary', 'Accept-Encoding');
  for (const [name, value] of headersFor(headerRules, url.pathname)) response.setHeader(name, value);

  const acceptEncoding = String(request.headers['accept-encoding'] ?? '');
  const sibling = compressible.test(contentType) ? precompressedSibling(file, acceptEncoding) : undefined;
  const encoding = sibling?.encoding ?? encodingFor(acceptEncoding, contentType);
  const body = sibling ? readFileSync(sibling.file) : encoding ? compressedBody(file, encoding) : undefined;
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body ? body.length : statSync(file).size);
  if (request.method === 'HEAD') response.end();
  else if (body) response.end(body);
  else createReadStream(file).pipe(response);
});

// Idle keep-alive connections stay open well past a test's pauses: with Node's 5 s default, a client that reuses a
// connection just as the server closes it gets ECONNRESET.
server.keepAliveTimeout = 120_000;
server.headersTimeout = 125_000;

server.listen(Number(values.port), values.host, () => {
  console.log(`serve-static: ${root} at http://${values.host}:${values.port}/`);
});
