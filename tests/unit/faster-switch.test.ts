// @vitest-environment node
import {afterEach, describe, expect, it, vi} from 'vitest';

async function loadConfig() {
  vi.resetModules();
  return (await import('../../docusaurus.config')).default;
}

describe('DOCUSAURUS_FASTER', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('builds with Docusaurus Faster when unset', async () => {
    vi.stubEnv('DOCUSAURUS_FASTER', undefined);
    expect((await loadConfig()).future.faster).toBe(true);
  });

  it('switches Faster off when set to false, for the benchmark baseline', async () => {
    vi.stubEnv('DOCUSAURUS_FASTER', 'false');
    expect((await loadConfig()).future.faster).toBe(false);
  });
});
