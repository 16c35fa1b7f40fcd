// nginx as a static host of a built site, the way the docs recommend it: the build's nginx-redirects.conf in the
// http block and nginx-headers.conf in the server block. Read by tests/unit/redirect-servers.test.ts and
// scripts/legacy-wild-eval.mjs.
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts nginx (`binary`) serving `root` on a loopback `port`; resolves once its socket listens (`daemon on`).
 * @param {string} root @param {number} port @param {string} [binary]
 * @returns {{stop: () => void, errorLog: () => string}}
 */
export function startNginx(root, port, binary = 'nginx') {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'celo-docs-nginx-'));
  mkdirSync(path.join(prefix, 'logs'));
  const conf = path.join(prefix, 'nginx.conf');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${path.join(prefix, kind)};`,
  );
  writeFileSync(
    conf,
    [
      'daemon on;',
      'master_process off;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')};`,
      'events {}',
      'http {',
      '  access_log off;',
      '  types { text/html html; application/javascript js; text/css css; application/json json; }',
      ...temp,
      `  include ${path.join(root, 'nginx-redirects.conf')};`,
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${root};`,
      `    include ${path.join(root, 'nginx-headers.conf')};`,
      '    error_page 404 /404.html;',
      '    location / {',
      '      try_files $uri $uri.html $uri/index.html =404;',
      '    }',
      '  }',
      '}',
    ].join('\n'),
  );
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', conf];
  execFileSync(binary, args);
  return {
    stop: () => execFileSync(binary, [...args, '-s', 'stop']),
    errorLog: () => readFileSync(path.join(prefix, 'error.log'), 'utf8'),
  };
}
