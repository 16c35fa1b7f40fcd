/**
 * Test hooks: adds /test-hooks/crash, a page that crashes on demand, so the end-to-end suite can check the crash
 * page. Loaded only when E2E_TEST_HOOKS=1 (the second test build); a production build never has the route.
 */
import type {Plugin} from '@docusaurus/types';

export default function testHooksPlugin(): Plugin {
  return {
    name: 'test-hooks',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: '/test-hooks/crash',
        component: '@site/src/plugins/test-hooks/CrashPage.tsx',
        exact: true,
      });
    },
  };
}
