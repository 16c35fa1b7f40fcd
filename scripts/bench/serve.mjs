/** Serves a build with scripts/serve-static.mjs, compressed and with its `_headers`, for the browser measures. */
import {spawn} from 'node:child_process';
import path from 'node:path';

const serveStatic = path.resolve(import.meta.dirname, '..', 'serve-static.mjs');

/**
 * Starts serve-static on `buildDir` and resolves once it listens on `port`.
 * @returns {Promise<{origin: string, close: () => Promise<void>}>}
 */
export function serveBuild(buildDir, port) {
  const server = spawn(process.execPath, [serveStatic, '--dir', buildDir, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const close = async () => {
    server.kill();
    await exited;
  };
  return new Promise((resolve, reject) => {
    let errors = '';
    server.stderr.on('data', (chunk) => (errors += chunk));
    server.stdout.once('data', () => resolve({origin: `http://127.0.0.1:${port}`, close}));
    exited.then((code) =>
      reject(new Error(`bench: serve-static for ${buildDir} on port ${port} exited with code ${code}:\n${errors}`)),
    );
  });
}
