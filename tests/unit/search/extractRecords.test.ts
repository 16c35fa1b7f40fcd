// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {extractRecords, indexedPart} from '@site/src/plugins/local-search/build/extractRecords';
import {packIndex, unpackIndex} from '@site/src/plugins/local-search/shared/records';
import {sectionFor} from '@site/src/plugins/local-search';

const docPage = `<!doctype html><html class="docs-wrapper docs-doc-page"><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
<title>FAQ | Celo</title></head><body><nav>Navbar words</nav><main><article>
<nav class="breadcrumbs">Home</nav>
<div class="theme-doc-markdown markdown"><header><h1>Celo L2 FAQ</h1></header>
<p>Answers for operators.</p>
<h2 id="nodes">Nodes<a class="hash-link" href="#nodes">#</a></h2><p>Run op-geth and op-node.</p>
<h3 id="ports">Which ports<a class="hash-link" href="#ports">#</a></h3><ul><li>Open 30303 <p>nested</p></li></ul>
<pre><code>docker compose up</code></pre>
<h2 id="fees">Fees</h2><p>Pay gas in cUSD.</p>
</div></article></main></body></html>`;

describe('extractRecords', () => {
  const records = extractRecords(docPage, '/cel2/faq', 'Layer 2');

  it('makes one record for the page and one per heading, with the hierarchy and anchors', () => {
    expect(records.map((r) => [r.type, r.url])).toEqual([
      ['lvl1', '/cel2/faq'],
      ['lvl2', '/cel2/faq#nodes'],
      ['lvl3', '/cel2/faq#ports'],
      ['lvl2', '/cel2/faq#fees'],
    ]);
    expect(records[2].hierarchy).toEqual({
      lvl0: 'Layer 2',
      lvl1: 'Celo L2 FAQ',
      lvl2: 'Nodes',
      lvl3: 'Which ports',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(records[3].hierarchy.lvl3).toBeNull();
  });

  it('keeps section text but not code, navigation or nested duplicates', () => {
    expect(records[0].content).toBe('Answers for operators.');
    expect(records[2].content).toBe('Open 30303 nested');
    expect(records.map((r) => r.content).join(' ')).not.toMatch(/docker compose|Navbar|Home/);
  });

  it('parses only the head and the main part, without its code blocks', () => {
    const page = docPage
      .replace('<main>', '<aside>Sidebar link</aside><main>')
      .replace('</body>', '<footer>Footer words</footer></body>');
    const part = indexedPart(page);
    expect(part).toContain('<meta name="docsearch:language" content="en">');
    expect(part).toContain('<h2 id="fees">Fees</h2>');
    expect(part).not.toMatch(/Navbar words|Sidebar link|Footer words|docker compose|<pre/);
    expect(extractRecords(page, '/cel2/faq', 'Layer 2')).toEqual(records);
  });

  it('takes the title from a hero above the main part', () => {
    const hero = docPage
      .replace('<header><h1>Celo L2 FAQ</h1></header>', '')
      .replace('<main>', '<h1>Hero title</h1><main>');
    expect(extractRecords(hero, '/cel2/faq', 'Layer 2')[0].hierarchy.lvl1).toBe('Hero title');
  });

  it('reads the language and docusaurus_tag facets from the page metadata', () => {
    expect(records.every((r) => r.language === 'en' && r.docusaurus_tag === 'docs-default-current')).toBe(true);
  });

  it('skips pages that are not docs, blog posts or standalone pages, and noindex pages', () => {
    expect(extractRecords(docPage.replace('docs-doc-page', 'blog-list-page'), '/blog', 'Blog')).toEqual([]);
    expect(
      extractRecords(docPage.replace('<title>', '<meta name="robots" content="noindex"><title>'), '/x', 'X'),
    ).toEqual([]);
  });

  it('survives packing for the wire, the text apart', () => {
    const unpacked = unpackIndex(packIndex(records, [3, 4, 2, 4]));
    expect(unpacked.map(({objectID: _id, ...rest}) => rest)).toEqual(
      records.map(({objectID: _id, ...rest}) => ({...rest, content: null})),
    );
  });

  it('names a page once, with the number of its sections, and not again in each section', () => {
    const other = extractRecords(docPage, '/cel2/other', 'Layer 2');
    const {pages, sections} = packIndex([...records, ...other], [3, 4, 2, 4, 3, 4, 2, 4]);
    expect(pages.map(([path, , , , , count]) => [path, count])).toEqual([
      ['/cel2/faq', 4],
      ['/cel2/other', 4],
    ]);
    expect(sections[1]).toEqual([2, 0, 'Nodes', 2]);
  });

  it('indexes a formula as its TeX source, not as the glyphs KaTeX draws', () => {
    const page = docPage.replace(
      '<p>Pay gas in cUSD.</p>',
      '<p>The fee is <span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>g</mi><mo>×</mo>' +
        '<mi>p</mi></mrow><annotation encoding="application/x-tex">g \\times p</annotation></semantics></math></span>' +
        '<span class="katex-html" aria-hidden="true"><span class="mord mathnormal">g</span><span class="mbin">×</span>' +
        '<span class="mord mathnormal">p</span></span></span> in total.</p>',
    );
    const fees = extractRecords(page, '/cel2/faq', 'Layer 2')[3];
    expect(fees.content).toBe('The fee is g \\times p in total.');
  });

  it('separates the cells of a table row', () => {
    const page = docPage.replace(
      '<p>Pay gas in cUSD.</p>',
      '<table><thead><tr><th>Network</th><th>Chain id</th></tr></thead>' +
        '<tbody><tr><td>Mainnet</td><td><code>42220</code></td></tr></tbody></table>',
    );
    const fees = extractRecords(page, '/cel2/faq', 'Layer 2')[3];
    expect(fees.content).toBe('Network · Chain id Mainnet · 42220');
  });

  it('names sections by the longest matching route prefix', () => {
    const options = {defaultSection: 'Docs', sections: {'/cel2': 'Layer 2', '/cel2/operators': 'Operators'}};
    expect(sectionFor('/cel2/faq', options)).toBe('Layer 2');
    expect(sectionFor('/cel2/operators/overview', options)).toBe('Operators');
    expect(sectionFor('/cel2x', options)).toBe('Docs');
  });
});
