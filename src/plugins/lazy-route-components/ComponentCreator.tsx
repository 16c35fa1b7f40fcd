// What `@docusaurus/ComponentCreator` resolves to (./index.ts): Docusaurus' own, created route by route on demand.
import createLoadableRoute from '@docusaurus/core/lib/client/exports/ComponentCreator';
import {lazyComponentCreator, type RouteComponent} from './lazyComponentCreator';

export default lazyComponentCreator(createLoadableRoute as (path: string, hash: string) => RouteComponent);
