// The attribute a Try-it form carries in the built HTML, listing the origins it may send requests to.
// scripts/hosting-headers allows exactly those in `connect-src`, on those pages only.
export const TRY_IT_ATTRIBUTE = 'data-rpc-try-it';
