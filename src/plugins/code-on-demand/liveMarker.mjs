// The attribute that marks a live code block in the built HTML. scripts/hosting-headers looks for it to allow
// 'unsafe-eval', which react-live needs to run the code, on those pages only.
export const LIVE_SLOT_ATTRIBUTE = 'data-live-codeblock';
