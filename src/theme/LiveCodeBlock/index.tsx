// Replaces the live code block with one whose editor (react-live and the sucrase compiler, about 54 KB gzip) loads
// only on a page that has one; every code block imported it on every doc page: see src/plugins/code-on-demand.
export {default} from '@code-on-demand/LiveCodeBlock';
