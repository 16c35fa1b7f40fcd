/**
 * Fixes two accessibility gaps in the HTML Markdown produces, both reported by axe:
 * - GFM task lists (`- [ ] step`) render a disabled checkbox with no label: each is named after its item's text.
 * - Infima lets a wide table scroll sideways, which a keyboard cannot do unless the table takes focus: every
 *   table joins the tab order.
 */
import type {Element, ElementContent, Root} from 'hast';

function textOf(nodes: ElementContent[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.value : node.type === 'element' ? textOf(node.children) : ''))
    .join('');
}

function isTaskCheckbox(node: ElementContent): node is Element {
  return node.type === 'element' && node.tagName === 'input' && node.properties?.type === 'checkbox';
}

function improve(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'table') child.properties.tabIndex = 0;
    if (child.tagName === 'li') {
      const checkbox = child.children.find(isTaskCheckbox);
      if (checkbox && !checkbox.properties.ariaLabel) {
        const text = textOf(
          child.children.filter(
            (item) => item !== checkbox && !(item.type === 'element' && /^[ou]l$/.test(item.tagName)),
          ),
        );
        checkbox.properties.ariaLabel = text.replace(/\s+/g, ' ').trim();
      }
    }
    improve(child);
  }
}

export default function rehypeAccessibleMarkup() {
  return (tree: Root) => improve(tree);
}
