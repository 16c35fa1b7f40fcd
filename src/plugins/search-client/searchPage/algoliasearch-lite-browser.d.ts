// The alias the search-client plugin gives the browser build of `algoliasearch/lite`.
declare module 'algoliasearch-lite-browser' {
  export * from 'algoliasearch/lite';
}
