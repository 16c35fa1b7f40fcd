/** The date the site was built, which the upgrade components compare activations with. */
import {usePluginData} from '@docusaurus/useGlobalData';

export interface BuildDateData {
  builtAt: string;
}

export function useBuildDate(): Date {
  const {builtAt} = usePluginData('upgrades-feed') as BuildDateData;
  return new Date(builtAt);
}
