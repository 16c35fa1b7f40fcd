import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, inlineScriptHashes} from '../../scripts/hosting-headers/csp.mjs';
import {headersFile, nginxSnippet} from '../../scripts/hosting-headers/headers.mjs';
import {hasLiveCodeBlock, routeOfHtmlFile, tryItOrigins} from '../../scripts/hosting-headers/index.mjs';
import {shareRedirectScript} from '../../scripts/hosting-headers/redirectPages.mjs';
import {headersFor, parseHeadersFile} from '../../scripts/serve-static/headers.mjs';
import {integrationCspSources} from '../../src/config/integrations.mjs';
import {parse, type DefaultTreeAdapterMap} from 'parse5';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const none = {testHooks: false} as const;

describe('inline script hashes', () => {
  it('hashes each inline script exactly as written and skips external scripts and data blocks', () => {
    const html = [
      '<script>document.documentElement.dataset.theme="dark"</script>',
      '<script src=/assets/js/main.js defer></script>',
      '<script data-rh=true type=application/ld+json>{"@type":"Thing"}</script>',
      '<script type="module">  run()\n</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('document.documentElement.dataset.theme="dark"'), sha('  run()\n')]);
  });
});

describe('content security policy', () => {
  it('allows only the site itself and the hashed scripts when no service is switched on', () => {
    const csp = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"], integrationCspSources(none));
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).toContain("frame-src 'none'");
    // Without worker-src, workers fall under script-src: the search worker, a script of the site's own, may start.
    expect(csp).not.toContain('worker-src');
    expect(csp).not.toContain('child-src');
    expect(csp).not.toContain('https://');
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("adds 'unsafe-eval' to script-src only when asked, for the pages with a live code block", () => {
    const live = contentSecurityPolicy(["'sha256-a'"], integrationCspSources(none), {allowEval: true});
    expect(live).toContain("script-src 'self' 'unsafe-eval' 'sha256-a';");
    expect(contentSecurityPolicy(["'sha256-a'"], integrationCspSources(none))).not.toContain('unsafe-eval');
  });

  it('adds exactly the hosts of the services switched on', () => {
    const csp = contentSecurityPolicy(
      [],
      integrationCspSources({
        ...none,
        aiAssistant: {key: 'k', scriptUrl: 'https://widget.kapa.ai/kapa-widget.bundle.js'},
        googleAnalytics: 'G-TEST',
        algoliaAppId: 'APPID',
      }),
    );
    expect(csp).toMatch(/script-src 'self' https:\/\/widget\.kapa\.ai https:\/\/www\.googletagmanager\.com;/);
    expect(csp).toContain('https://APPID-dsn.algolia.net');
    expect(csp).toMatch(/frame-src https:\/\/\*\.kapa\.ai/);
    expect(csp).not.toContain('hubspot');
  });
});

const policies = {
  strict: "default-src 'self'",
  pages: [
    {route: '/network', csp: "default-src 'self' 'unsafe-eval'"},
    {route: '/developer/json-rpc/chain', csp: "default-src 'self'; connect-src 'self' https://forno.celo.org"},
  ],
};

describe('_headers and nginx', () => {
  it('round-trips through the parser the test server uses, with immutable caching only for hashed assets', () => {
    const rules = parseHeadersFile(headersFile(policies));
    const page = Object.fromEntries(headersFor(rules, '/general'));
    expect(page['Content-Security-Policy']).toBe("default-src 'self'");
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Cache-Control']).toBeUndefined();
    const asset = Object.fromEntries(headersFor(rules, '/assets/js/main.0123abcd.js'));
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    for (const indexFile of ['/search/terms/0123456789ab.json', '/search/text/0123456789ab/7.json']) {
      expect(Object.fromEntries(headersFor(rules, indexFile))['Cache-Control']).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    expect(Object.fromEntries(headersFor(rules, '/search/manifest.json'))['Cache-Control']).toBeUndefined();
  });

  it('gives a live page the policy with eval, after the strict one so that it wins, and no other page', () => {
    const rules = parseHeadersFile(headersFile(policies));
    const sent = (pathname: string) => new Map(headersFor(rules, pathname)).get('Content-Security-Policy');
    expect(sent('/network')).toBe("default-src 'self' 'unsafe-eval'");
    expect(Object.fromEntries(headersFor(rules, '/network'))['X-Frame-Options']).toBe('DENY');
    for (const other of ['/network/mainnet', '/networks', '/general', '/'])
      expect(sent(other)).toBe("default-src 'self'");
  });

  it('gives a Try-it page its RPC origins in connect-src, and no other page', () => {
    const rules = parseHeadersFile(headersFile(policies));
    const sent = (pathname: string) => new Map(headersFor(rules, pathname)).get('Content-Security-Policy');
    expect(sent('/developer/json-rpc/chain')).toBe("default-src 'self'; connect-src 'self' https://forno.celo.org");
    expect(sent('/developer/json-rpc/chain/other')).toBe("default-src 'self'");
    expect(nginxSnippet(policies)).toContain('location = "/developer/json-rpc/chain" {');
  });

  it('adds the origins a Try-it form lists to connect-src, and reads only https origins from the page', () => {
    const csp = contentSecurityPolicy([], integrationCspSources(none), {connect: ['https://forno.celo.org']});
    expect(csp).toContain("connect-src 'self' https://forno.celo.org;");
    expect(contentSecurityPolicy([], integrationCspSources(none))).toContain("connect-src 'self';");
    const html = `<form data-rpc-try-it="https://forno.celo.org https://b.example:8545 http://plain.example javascript:x"></form>
      <form data-rpc-try-it="https://forno.celo.org"></form>`;
    expect(tryItOrigins(html)).toEqual(['https://b.example:8545', 'https://forno.celo.org']);
    expect(tryItOrigins('<p>data-rpc-try-it="https://x.example"</p>')).toEqual([]);
  });

  it('writes the same headers as nginx directives, with a location of its own for each live page', () => {
    const nginx = nginxSnippet(policies);
    expect(nginx).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
    expect(nginx).toContain('location ~ ^(/assets/|/search/index\\.|/search/terms/|/search/text/) {');
    const immutable = /location ~ \^\(\/assets\/[^{]*\{\n([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(immutable).toContain('gzip_static on;');
    const live = /location = "\/network" \{\n([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(live).toContain(`add_header Content-Security-Policy "default-src 'self' 'unsafe-eval'" always;`);
    expect(live).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(live).toContain('try_files $uri.html $uri/index.html =404;');
  });

  it('finds live code blocks in built HTML and the route each page is served at', () => {
    expect(hasLiveCodeBlock('<div class="code-on-demand" data-live-codeblock=""><pre>x</pre></div>')).toBe(true);
    expect(hasLiveCodeBlock('<div class="code-on-demand"><pre>data-live-codeblock</pre></div>')).toBe(false);
    expect(routeOfHtmlFile('network.html')).toBe('/network');
    expect(routeOfHtmlFile('developer/fee-currency.html')).toBe('/developer/fee-currency');
    expect(routeOfHtmlFile('cli/index.html')).toBe('/cli');
    expect(routeOfHtmlFile('index.html')).toBe('/');
  });

  it('names the line of a malformed _headers file', () => {
    expect(() => parseHeadersFile('/*\n  X-Broken\n')).toThrow('_headers line 2');
  });
});

describe('client redirect pages', () => {
  const redirectPage = (target: string) =>
    [
      '<!DOCTYPE html>',
      '<html>',
      '  <head>',
      `    <meta http-equiv="refresh" content="0; url=${target}">`,
      `    <link rel="canonical" href="${target}" />`,
      '  </head>',
      '  <script>',
      `    window.location.href = '${target}' + window.location.search + window.location.hash;`,
      '  </script>',
      '</html>',
    ].join('\n');

  it('share one script, so a thousand of them add one hash to the policy', () => {
    const pages = ['/cli/account', '/network', '/learn/CELO-coin-summary'].map(redirectPage).map(shareRedirectScript);
    expect(new Set(pages.flatMap(inlineScriptHashes)).size).toBe(1);
    expect(pages[0]).toContain('<link rel="canonical" href="/cli/account">');
    expect(pages[0]).toContain(`document.querySelector('link[rel="canonical"]').getAttribute('href')`);
  });

  it('are valid HTML: no parse error, a title, the script in the head, a link in the body', () => {
    const html = shareRedirectScript(redirectPage('/cli/account'));
    const errors: string[] = [];
    const document = parse(html, {onParseError: ({code}) => errors.push(code)});
    expect(errors).toEqual([]);
    const element = (node: ParentNode, name: string) =>
      node.childNodes.find((child): child is Element => 'tagName' in child && child.tagName === name);
    const root = element(document, 'html');
    const head = root && element(root, 'head');
    const body = root && element(root, 'body');
    expect(root?.attrs).toContainEqual({name: 'lang', value: 'en'});
    expect(head && element(head, 'title')?.childNodes).toEqual([
      expect.objectContaining({value: 'Moved to /cli/account'}),
    ]);
    expect(head && element(head, 'script')).toBeDefined();
    expect(root?.childNodes.filter((child) => 'tagName' in child).map((child) => (child as Element).tagName)).toEqual([
      'head',
      'body',
    ]);
    const paragraph = body && element(body, 'p');
    expect(paragraph && element(paragraph, 'a')?.attrs).toContainEqual({name: 'href', value: '/cli/account'});
    expect(shareRedirectScript(html)).toBe(html);
  });

  it("were not valid before: the parser this test uses reports the plugin's script after the head", () => {
    const errors: string[] = [];
    parse(redirectPage('/cli/account'), {onParseError: ({code}) => errors.push(code)});
    expect(errors).toContain('abandoned-head-element-child');
  });

  it('leave every other page as it is', () => {
    const page = '<html><head></head><script>window.location.href = "/x";</script></html>';
    expect(shareRedirectScript(page)).toBe(page);
  });
});
