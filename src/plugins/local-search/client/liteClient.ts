// Stands in for `algoliasearch/lite` in local mode (aliased by the local-search plugin), so the theme's search page queries the local index.
import {createLocalSearchClient} from './searchClient';
import {loadLocalSearch} from './loadIndex';

export function liteClient(_appId: string, _apiKey: string) {
  return createLocalSearchClient(loadLocalSearch);
}
