/** The longest query either search mode takes, in characters (DocSearch 4 allows 512): a module of its own, so the
 * search bar reads it without loading the search client. */
export const MAX_QUERY_LENGTH = 64;
