// Stands in for Docusaurus' plugin data in unit tests: the upgrades-feed plugin's build date.
export const stubBuildDate = '2026-01-01T00:00:00.000Z';

export function usePluginData(name: string): unknown {
  if (name !== 'upgrades-feed') throw new Error(`No stub plugin data for ${name}`);
  return {builtAt: stubBuildDate};
}
