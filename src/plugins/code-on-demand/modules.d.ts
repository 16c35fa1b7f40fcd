// The aliases the code-on-demand plugin gives each bundle.
declare module '@code-on-demand/CodeBlock' {
  import type CodeBlock from '@theme/CodeBlock';

  const HighlightedCodeBlock: typeof CodeBlock;
  export default HighlightedCodeBlock;
}

declare module '@code-on-demand/LiveCodeBlock' {
  import type LiveCodeBlock from '@theme/LiveCodeBlock';

  const LiveEditor: typeof LiveCodeBlock;
  export default LiveEditor;
}
