/**
 * The spec's search texts (§8), shared by the modal and the /search page. The theme's defaults
 * differ ("No results found for"), so these replace them; each is translatable by its id.
 */
import {translate} from '@docusaurus/Translate';
import type {DocSearchTranslations} from '@docsearch/react';

type ModalTranslations = NonNullable<DocSearchTranslations['modal']>;

export const texts = {
  noResults: () => translate({id: 'search.noResults', message: 'No results for'}),
  suggestedQuery: () => translate({id: 'search.suggestedQuery', message: 'Try searching for'}),
  reportMissing: () => translate({id: 'search.reportMissing', message: 'Believe this query should return results?'}),
  reportMissingLink: () => translate({id: 'search.reportMissingLink', message: 'Let us know.'}),
  errorTitle: () => translate({id: 'search.errorTitle', message: 'Unable to fetch results'}),
  errorHelp: () => translate({id: 'search.errorHelp', message: 'You might want to check your network connection.'}),
  retry: () => translate({id: 'search.retry', message: 'Try again'}),
  close: () => translate({id: 'search.close', message: 'Close'}),
};

export function searchTexts(modal: ModalTranslations | undefined): ModalTranslations {
  return {
    ...modal,
    errorScreen: {...modal?.errorScreen, titleText: texts.errorTitle(), helpText: texts.errorHelp()},
    noResultsScreen: {
      ...modal?.noResultsScreen,
      noResultsText: texts.noResults(),
      suggestedQueryText: texts.suggestedQuery(),
      reportMissingResultsText: texts.reportMissing(),
      reportMissingResultsLinkText: texts.reportMissingLink(),
    },
  };
}
