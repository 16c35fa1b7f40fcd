// The sets of pinned packages samples are checked against. Most pages use the default set (samples/package.json);
// a page whose install line pins a major version that the default set does not carry (wagmi@2 for the wallet kits
// that have not moved to wagmi 3) is checked against the first set that has that major.
import fs from 'node:fs';
import path from 'node:path';

const major = (version) => /\d+/.exec(version)?.[0];

export function loadEnvironments(samplesDir) {
  return ['.', 'wagmi2'].map((folder) => {
    const dir = path.join(samplesDir, folder);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return {name: folder === '.' ? 'default' : folder, dir, packages: manifest.dependencies};
  });
}

/** `wagmi@2`, `@rainbow-me/rainbowkit@2`: the package specs a page's install commands pin to a version. */
export function pinnedSpecs(shellBlocks) {
  const specs = [];
  for (const block of shellBlocks) {
    for (const line of block.code.split('\n')) {
      if (!/\b(npm\s+(install|i|add)|pnpm\s+add|yarn\s+add|bun\s+add)\b/.test(line)) continue;
      for (const [, name, , version] of line.matchAll(/(?:^|\s)((?:@[\w.-]+\/)?[\w.-]+)@(\^|~)?(\d[\w.-]*)/g)) {
        specs.push({name, major: major(version)});
      }
    }
  }
  return specs;
}

/** The first set that carries every pinned package it has at the pinned major. */
export function environmentFor(specs, environments) {
  return (
    environments.find((env) =>
      specs.every(({name, major: wanted}) => !(name in env.packages) || major(env.packages[name]) === wanted),
    ) ?? environments[0]
  );
}
