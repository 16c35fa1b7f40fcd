import {defineConfig} from 'vitest/config';

/**
 * `npm run test:mcp`: the docs MCP server (`mcp/`) over stdio against the production build in `build/`, and over
 * HTTP against `scripts/serve-static.mjs` serving it. Runs after `npm run build`; without a build it skips, saying so.
 */
export default defineConfig({
  test: {
    include: ['tests/mcp/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // Each question of the real-question set is a round trip to a server process; on a busy 2-core machine the
    // whole set takes about a minute.
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
