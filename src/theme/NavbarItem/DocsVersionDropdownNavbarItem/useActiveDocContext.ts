/** The page's doc and version in a docs plugin, recomputed when the path changes (./activeDoc.ts). */
import {useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import {useDocsData, type ActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {activeDocContext} from './activeDoc';

export function useActiveDocContext(pluginId: string | undefined): ActiveDocContext {
  const data = useDocsData(pluginId);
  const {pathname} = useLocation();
  return useMemo(() => activeDocContext(data, pathname), [data, pathname]);
}
