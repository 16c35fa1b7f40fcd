/** The "search unreachable" message for the modal and the search page: when it shows, and its words. */
import translations from '@theme/SearchTranslations';

/** The message stands while the latest search has failed and the box still holds a query. */
export function showsSearchError(latestFailed: boolean, query: string): boolean {
  return latestFailed && query.trim() !== '';
}

/** Its words, as the theme translates them. */
export function searchErrorText(): {title: string; help: string} {
  const {titleText, helpText} = translations.modal?.errorScreen ?? {};
  return {
    title: titleText ?? 'Unable to fetch results',
    help: helpText ?? 'You might want to check your network connection.',
  };
}
