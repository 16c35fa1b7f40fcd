// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {htmlToMarkdown} from '../../src/plugins/llms-txt/htmlToMarkdown';
import {llmsIndex, type TwinDoc} from '../../src/plugins/llms-txt';
import {twinPath} from '../../src/plugins/llms-txt/twinPath';

const site = 'https://docs.celo.org';
const page = (body: string) =>
  `<html><body><article><div class="theme-doc-markdown markdown">${body}</div></article></body></html>`;

describe('htmlToMarkdown', () => {
  it('turns headings, paragraphs and inline markup into Markdown with absolute links', () => {
    const markdown = htmlToMarkdown(
      page(
        '<header><h1>Fee currencies</h1></header><p>Pay gas in <strong>USDC</strong> with <code>feeCurrency</code>; see <a href="/network">the networks</a>.</p>' +
          '<h2 id="why">Why<a href="#why" class="hash-link" aria-label="Direct link to Why">\u200b</a></h2>',
      ),
      site,
    );
    expect(markdown).toBe(
      '# Fee currencies\n\nPay gas in **USDC** with `feeCurrency`; see [the networks](https://docs.celo.org/network).\n\n## Why\n',
    );
  });

  it('keeps what a form says about itself and leaves out its fields, which only work on the page', () => {
    const markdown = htmlToMarkdown(
      page(
        '<h3 id="try">Try it</h3><form aria-label="Try eth_gasPrice"><p>Sends to <code>https://rpc.example</code> from your browser.</p>' +
          '<div><label for="f">feeCurrency (optional)</label><input id="f" value="0x01"><p>An address.</p></div>' +
          '<button type="submit">Send request</button></form>',
      ),
      site,
    );
    expect(markdown).toBe('### Try it\n\nSends to `https://rpc.example` from your browser.\n');
  });

  it('keeps code blocks line by line with their language and title', () => {
    const markdown = htmlToMarkdown(
      page(
        '<div class="language-ts codeBlockContainer_x theme-code-block"><div class="codeBlockTitle_y">send.ts</div><pre class="prism-code language-ts"><code>' +
          '<div class="token-line"><span class="token keyword">const</span> a = 1;<br></div><div class="token-line">console.log(a);<br></div></code></pre>' +
          '<button aria-label="Copy code to clipboard">Copy</button></div>',
      ),
      site,
    );
    expect(markdown).toBe('```ts title="send.ts"\nconst a = 1;\nconsole.log(a);\n```\n');
  });

  it('writes tables, nested lists, admonitions and tabs', () => {
    const markdown = htmlToMarkdown(
      page(
        '<table><thead><tr><th>Network</th><th>Chain ID</th></tr></thead><tbody><tr><td>Celo Mainnet</td><td><code>42220</code></td></tr></tbody></table>' +
          '<ul><li>One<ul><li>Nested</li></ul></li><li>Two</li></ul>' +
          '<div class="theme-admonition alert"><div class="admonitionHeading"><span><svg></svg></span>warning</div><div class="admonitionContent"><p>Use a test key.</p></div></div>' +
          '<div class="tabs-container"><ul role="tablist"><li role="tab">Hardhat</li><li role="tab">Foundry</li></ul><div><div role="tabpanel"><p>npm</p></div><div role="tabpanel" hidden><p>forge</p></div></div></div>',
      ),
      site,
    );
    expect(markdown).toContain('| Network | Chain ID |\n| - | - |\n| Celo Mainnet | `42220` |');
    expect(markdown).toContain('- One\n  - Nested\n- Two');
    expect(markdown).toContain('> **Warning**\n>\n> Use a test key.');
    expect(markdown).toContain('**Hardhat**\n\nnpm\n\n**Foundry**\n\nforge');
  });

  it('points links to docs at their twins, root-relative with the anchor kept, and keeps other links absolute', () => {
    const docRoutes = new Set(['/network', '/general/glossary', '/cli']);
    const markdown = htmlToMarkdown(
      page(
        '<p><a href="/network">networks</a>, <a href="/general/glossary#wei">wei</a>, <a href="/cli/">CLI</a>, ' +
          '<a href="#why">below</a>, <a href="/showcase">showcase</a>, <a href="https://viem.sh/docs">viem</a>, ' +
          '<a href="https://docs.celo.org/network">full address</a>.</p>',
      ),
      site,
      docRoutes,
    );
    expect(markdown).toBe(
      '[networks](/network.md), [wei](/general/glossary.md#wei), [CLI](/cli.md), [below](#why), ' +
        '[showcase](https://docs.celo.org/showcase), [viem](https://viem.sh/docs), [full address](/network.md).\n',
    );
  });

  it('keeps the parts of a table cell apart and the caption above the table', () => {
    const markdown = htmlToMarkdown(
      page(
        '<div class="scroll"><table><caption>Celo Mainnet core contract addresses</caption>' +
          '<thead><tr><th scope="col">Contract</th><th scope="col">Address</th></tr></thead><tbody><tr>' +
          '<th scope="row">Registry<div class="detail">Maps contract names to their addresses</div></th>' +
          '<td><span><a href="https://celoscan.io/address/0x01"><code>0x01</code></a><button>Copy</button></span></td>' +
          '</tr><tr><td>Line one<br>line two | with a pipe</td><td><ul><li>Celoscan</li><li>Blockscout</li></ul></td></tr></tbody></table></div>',
      ),
      site,
    );
    expect(markdown).toBe(
      [
        '**Celo Mainnet core contract addresses**',
        '',
        '| Contract | Address |',
        '| - | - |',
        '| Registry<br>Maps contract names to their addresses | [`0x01`](https://celoscan.io/address/0x01) |',
        '| Line one<br>line two \\| with a pipe | Celoscan<br>Blockscout |',
        '',
      ].join('\n'),
    );
  });

  it('indents what follows an ordered item by the width of its marker, so code stays in the item', () => {
    const items = Array.from(
      {length: 10},
      (_, index) => `<li><p>Step ${index + 1}</p><pre>run ${index + 1}</pre></li>`,
    );
    const markdown = htmlToMarkdown(page(`<ol>${items.join('')}</ol>`), site)!;
    expect(markdown).toContain('1. Step 1\n\n   ```\n   run 1\n   ```\n\n2. Step 2');
    expect(markdown).toContain('10. Step 10\n\n    ```\n    run 10\n    ```');
  });

  it('writes a live playground as the jsx live fence it came from, without the editor and result headings', () => {
    const markdown = htmlToMarkdown(
      page(
        '<div class="code-on-demand" data-live-codeblock=""><div class="playgroundContainer">' +
          '<div class="playgroundHeader">Live Editor</div><div><pre class="prism-code" contenteditable="plaintext-only">' +
          '<span class="token-line">function Demo() {</span>\n<span class="token-line">  return <span>1</span>;</span>\n<span class="token-line">}</span>\n</pre></div>' +
          '<div class="playgroundHeader">Result</div><div class="playgroundPreview"><div>Loading...</div></div></div></div>',
      ),
      site,
    );
    expect(markdown).toBe('```jsx live\nfunction Demo() {\n  return 1;\n}\n```\n');
  });

  it('keeps the TeX of formulas', () => {
    const markdown = htmlToMarkdown(
      page(
        '<p>Burn <span class="katex"><span class="katex-mathml"><math><semantics><annotation encoding="application/x-tex">b = f \\cdot g</annotation></semantics></math></span><span class="katex-html">b=f·g</span></span>.</p>',
      ),
      site,
    );
    expect(markdown).toBe('Burn $b = f \\cdot g$.\n');
  });

  it('returns undefined for a page without a doc body', () => {
    expect(htmlToMarkdown('<html><body><main><h1>Showcase</h1></main></body></html>', site)).toBeUndefined();
  });
});

describe('llms.txt', () => {
  const doc = (permalink: string, title: string, current = true): TwinDoc => ({
    permalink,
    title,
    description: `About ${title}.`,
    current,
    source: `@site/docs${permalink}.md`,
  });

  it('lists the current docs by section with their descriptions and Markdown addresses', () => {
    const text = llmsIndex(
      [doc('/cli/account', 'account'), doc('/build', 'Build on Celo'), doc('/l1/validator', 'Old validator', false)],
      {title: 'Celo Documentation', tagline: 'Docs.', url: site},
      {sections: {'/build': 'Build', '/cli': 'CLI'}, defaultSection: 'Documentation'},
    );
    expect(text).toContain('# Celo Documentation\n\n> Docs.');
    expect(text).toContain('## CLI\n\n- [account](https://docs.celo.org/cli/account.md): About account.');
    expect(text).toContain('## Build\n\n- [Build on Celo](https://docs.celo.org/build.md): About Build on Celo.');
    expect(text).not.toContain('Old validator');
  });

  it('puts the twin at the route plus .md, without a trailing slash', () => {
    expect(twinPath('/build/')).toBe('/build.md');
    expect(twinPath('/cli/account')).toBe('/cli/account.md');
  });
});
