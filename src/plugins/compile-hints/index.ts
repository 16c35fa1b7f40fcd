/**
 * Compile hints: the scripts every page runs as it loads (the runtime and main.js) open with V8's
 * `//# allFunctionsCalledOnLoad` comment. V8 then compiles all their functions while the script streams in, on a
 * background thread, instead of compiling each function on the main thread the first time it is called, which was
 * over half of main.js's evaluation task.
 */
import type {Plugin} from '@docusaurus/types';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      // After minification (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE), which would drop the comment, and before content
      // hashes are taken (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH).
      const stage = Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING;
      return {
        plugins: [new BannerPlugin({banner: COMPILE_HINT, raw: true, entryOnly: true, test: /\.js$/, stage})],
      };
    },
  };
}
