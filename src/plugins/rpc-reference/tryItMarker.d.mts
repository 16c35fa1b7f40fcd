export declare const TRY_IT_ATTRIBUTE: 'data-rpc-try-it';
