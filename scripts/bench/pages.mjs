/** The doc page of the site that is compared with the stock site's doc page, and whose JavaScript budget is stock's. */
export const DOC_PAGE = '/general';
