// Loaded with `node --import` into every runnable sample (scripts/samples/run.mjs): the sample runs offline against
// the local chains. A request to an RPC URL of src/data/networks.ts or of viem's Celo chains goes to the local chain
// of that network; a request to any other host fails loudly, so no sample reaches the internet. Covers `fetch`
// (viem, web3.js 4) and node's http and https modules (ethers 6, cross-fetch), and refuses WebSockets.
import http from 'node:http';
import https from 'node:https';
import {syncBuiltinESMExports} from 'node:module';

/** {"https://forno.celo.org": "http://127.0.0.1:PORT", ...}: an RPC URL's origin and path → the local front. */
const routes = JSON.parse(process.env.SAMPLES_RPC_ROUTES ?? '{}');
const locals = new Set(Object.values(routes).map((url) => new URL(url).host));

function offline(url) {
  return new Error(
    `samples run offline: ${url} is not an RPC URL of a network in src/data/networks.ts (routed: ${Object.keys(routes).join(', ')})`,
  );
}

/** The local URL for a URL, or throws. */
function route(input) {
  const url = new URL(String(input));
  if (locals.has(url.host)) return url;
  const key = Object.keys(routes).find((prefix) => {
    const base = new URL(prefix);
    return (
      base.host === url.host &&
      (url.pathname === base.pathname ||
        url.pathname.startsWith(base.pathname.replace(/\/?$/, '/')) ||
        base.pathname === '/')
    );
  });
  if (!key) throw offline(url.href);
  return new URL(routes[key]);
}

const realFetch = globalThis.fetch;
globalThis.fetch = function fetch(input, init) {
  try {
    if (input instanceof Request) return realFetch(new Request(route(input.url), input), init);
    return realFetch(route(input instanceof URL ? input.href : input), init);
  } catch (error) {
    return Promise.reject(error);
  }
};

/** `request(url, options, callback)`, `request(options, callback)`: the same call on http, to the local front. */
function routedRequest(args) {
  let [first, second, third] = args;
  let options;
  let callback;
  let href;
  if (typeof first === 'string' || first instanceof URL) {
    href = String(first);
    if (typeof second === 'function') callback = second;
    else [options, callback] = [second ?? {}, third];
  } else {
    options = first ?? {};
    callback = second;
    const protocol = options.protocol ?? 'https:';
    href = `${protocol}//${options.hostname ?? options.host ?? 'localhost'}${options.port ? `:${options.port}` : ''}${options.path ?? '/'}`;
  }
  const local = route(href);
  const {
    agent: _agent,
    host: _host,
    hostname: _hostname,
    port: _port,
    protocol: _protocol,
    path: _path,
    ...rest
  } = options ?? {};
  return http.request(local, {...rest, headers: {...rest.headers, host: local.host}}, callback);
}

const realHttpRequest = http.request;
for (const module of [http, https]) {
  module.request = function request(...args) {
    if (module === http) {
      // A request the front itself gets (already local) goes out as it was.
      const target = typeof args[0] === 'string' || args[0] instanceof URL ? new URL(String(args[0])) : null;
      const host = target
        ? target.host
        : `${args[0]?.hostname ?? args[0]?.host}${args[0]?.port ? `:${args[0].port}` : ''}`;
      if (locals.has(host)) return realHttpRequest(...args);
    }
    return routedRequest(args);
  };
  module.get = function get(...args) {
    const request = module.request(...args);
    request.end();
    return request;
  };
}
syncBuiltinESMExports();

if (globalThis.WebSocket) {
  globalThis.WebSocket = class OfflineWebSocket {
    constructor(url) {
      throw new Error(`samples run offline and over HTTP only: a WebSocket to ${url} is not routed`);
    }
  };
}
