/**
 * Links KaTeX's stylesheet from the head of a page that renders math, and from no other page. Runs after
 * rehype-katex; the `Head` it adds is the theme's MDX component. Only in production builds: the development server
 * has the stylesheet as a client module instead (see ./index.ts).
 */
import type {Element, Root, RootContent} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';

function rendersMath(node: Root | Element): boolean {
  return node.children.some(
    (child) =>
      child.type === 'element' &&
      ((Array.isArray(child.properties.className) && child.properties.className.includes('katex')) ||
        rendersMath(child)),
  );
}

function headLink(href: string): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Head',
    attributes: [],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'link',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet'},
          {type: 'mdxJsxAttribute', name: 'href', value: href},
        ],
        children: [],
      },
    ],
  };
}

export default function rehypeKatexStylesheet(options: {href: string}) {
  return (tree: Root) => {
    if (process.env.NODE_ENV !== 'production' || !rendersMath(tree)) return;
    tree.children.push(headLink(options.href) as RootContent);
  };
}
