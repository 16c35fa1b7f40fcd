/**
 * The magic comments that hide a sample's setup (imports, a declared account) from view while the Copy button copies
 * it: registered with the theme in docusaurus.config.ts, and dropped from the plain block shown while the
 * highlighter loads (src/plugins/code-on-demand/client/PlainCodeBlock.tsx). See CONTRIBUTING.md, "Checked code samples".
 */
export const SETUP_LINE_CLASS = 'code-block-setup-line';
export const SETUP_MARKERS = {line: 'setup-next-line', start: 'setup-start', end: 'setup-end'} as const;
