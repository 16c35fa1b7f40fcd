/** The words of the "search unreachable" message, as the theme translates them, for the modal and the search page. */
import translations from '@theme/SearchTranslations';

export function searchErrorText(): {title: string; help: string} {
  const {titleText, helpText} = translations.modal?.errorScreen ?? {};
  return {
    title: titleText ?? 'Unable to fetch results',
    help: helpText ?? 'You might want to check your network connection.',
  };
}
