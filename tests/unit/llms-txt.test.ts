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
    expect(markdown).toContain('| Network | Chain ID |\n| --- | --- |\n| Celo Mainnet | `42220` |');
    expect(markdown).toContain('- One\n  - Nested\n- Two');
    expect(markdown).toContain('> **Warning**\n>\n> Use a test key.');
    expect(markdown).toContain('**Hardhat**\n\nnpm\n\n**Foundry**\n\nforge');
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
