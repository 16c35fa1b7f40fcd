export declare const LIVE_SLOT_ATTRIBUTE: 'data-live-codeblock';
