import {defineConfig} from 'vitest/config';

/** `npm run test:faults`: the fault-injection suite, which builds a fixture site once per case, in sequence. */
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
  },
});
