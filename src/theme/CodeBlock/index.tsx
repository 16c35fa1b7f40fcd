// Replaces the code block with one whose highlighter, Prism and the site's extra languages (about 26 KB gzip), loads
// only on a page that shows code, not in every page's main bundle: see src/plugins/code-on-demand.
export {default} from '@code-on-demand/CodeBlock';
