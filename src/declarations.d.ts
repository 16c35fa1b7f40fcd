/** Modules the site imports for their side effects only, which ship no type declarations. */
declare module '@docsearch/react/style';
