// @vitest-environment node
import type {Root} from 'hast';
import {afterEach, describe, expect, it, vi} from 'vitest';
import rehypeKatexStylesheet from '../../src/plugins/katex-stylesheet/rehype';
import {fontFilesOf, katexStylesheet, woff2Only} from '../../src/plugins/katex-stylesheet/stylesheet';

const HREF = '/assets/katex/abc/katex.min.css';

function page(className: string[]): Root {
  return {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [{type: 'element', tagName: 'span', properties: {className}, children: []}],
      },
    ],
  };
}

describe('katex-stylesheet', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('keeps only the woff2 source of each font', () => {
    const css =
      '@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Regular.woff2) format("woff2"),' +
      'url(fonts/KaTeX_Main-Regular.woff) format("woff"),url(fonts/KaTeX_Main-Regular.ttf) format("truetype")}';
    expect(woff2Only(css)).toBe(
      '@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Regular.woff2) format("woff2")}',
    );
    expect(fontFilesOf(woff2Only(css))).toEqual(['fonts/KaTeX_Main-Regular.woff2']);
  });

  it('names the font that has no woff2 source', () => {
    expect(() => woff2Only('@font-face{src:url(fonts/Old.woff) format("woff")}')).toThrow(/Old\.woff/);
  });

  it('serves the installed KaTeX with woff2 fonts only, never inlined', () => {
    const stylesheet = katexStylesheet(['docs']);
    expect(stylesheet.href).toMatch(/^\/assets\/katex\/[0-9a-f]{10}\/katex\.min\.css$/);
    expect(stylesheet.fonts.length).toBeGreaterThan(10);
    expect(stylesheet.css).not.toMatch(/\.woff\)|\.ttf\)|data:/);
  });

  it('links the stylesheet from the head of a page with math, in production builds', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const tree = page(['katex']);
    rehypeKatexStylesheet({href: HREF})(tree);
    expect(tree.children.at(-1)).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'Head',
      children: [{name: 'link', attributes: [{value: 'stylesheet'}, {value: HREF}]}],
    });
  });

  it('links nothing from a page without math, or in development', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const withoutMath = page(['katex-like']);
    rehypeKatexStylesheet({href: HREF})(withoutMath);
    expect(withoutMath.children).toHaveLength(1);

    vi.stubEnv('NODE_ENV', 'development');
    const inDevelopment = page(['katex']);
    rehypeKatexStylesheet({href: HREF})(inDevelopment);
    expect(inDevelopment.children).toHaveLength(1);
  });
});
