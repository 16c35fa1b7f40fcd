/** The pages the browser measures open. */

/** The doc page the JavaScript budget applies to. */
export const DOC_PAGE = '/general';

/** Pages whose first-visit JavaScript and third-party requests are measured. */
export const FIRST_VISIT_PAGES = ['/', DOC_PAGE, '/showcase'];

/** Pages Lighthouse scores: the first-visit pages, the search page and a blog post. */
export function lighthousePages(blogPost) {
  return [...FIRST_VISIT_PAGES, '/search?q=validator', blogPost];
}
