import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, inlineScriptHashes} from '../../scripts/hosting-headers/csp.mjs';
import {headersFile, nginxSnippet} from '../../scripts/hosting-headers/headers.mjs';
import {headersFor, parseHeadersFile} from '../../scripts/serve-static/headers.mjs';
import {integrationCspSources} from '../../src/config/integrations.mjs';

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
    expect(csp).not.toContain('https://');
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
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

describe('_headers and nginx', () => {
  it('round-trips through the parser the test server uses, with immutable caching only for hashed assets', () => {
    const rules = parseHeadersFile(headersFile("default-src 'self'"));
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

  it('writes the same headers as nginx directives', () => {
    const nginx = nginxSnippet("default-src 'self'");
    expect(nginx).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
    expect(nginx).toContain('location ~ ^(/assets/|/search/index\\.|/search/terms/|/search/text/) {');
  });

  it('names the line of a malformed _headers file', () => {
    expect(() => parseHeadersFile('/*\n  X-Broken\n')).toThrow('_headers line 2');
  });
});
