// @vitest-environment node
import {existsSync} from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkMdxComponentImports, {SITE_COMPONENTS} from '@site/src/plugins/mdx-component-imports/remark';
import remarkNetworkSamples from '@site/src/plugins/network-samples';

async function compilePage(markdown: string, remarkPlugins: unknown[] = [remarkMdxComponentImports]): Promise<string> {
  const output = await compile(
    {value: markdown, path: `${process.cwd()}/docs/page.mdx`},
    {remarkPlugins: remarkPlugins as never},
  );
  return String(output);
}

const importsOf = (code: string) => [...code.matchAll(/^import (\w+) from ["'][^"']+["'];$/gm)].map(([, name]) => name);

describe('MDX component imports', () => {
  it('imports the site components a page uses, and only those', async () => {
    const code = await compilePage(
      '<NetworkTable network="mainnet" />\n\n<Tabs>\n<TabItem value="a">A</TabItem>\n</Tabs>\n\n<NetworkTable network="celo-sepolia" />',
    );
    expect(importsOf(code)).toEqual(['NetworkTable', 'TabItem', 'Tabs']);
    expect(code).toContain('import NetworkTable from "@site/src/components/NetworkTable";');
    expect(code).toContain('import Tabs from "@theme/Tabs";');
    expect(code).not.toContain('AddressTable');
  });

  it('leaves a page without site components as it was', async () => {
    expect(importsOf(await compilePage('# Title\n\nPlain text with a <span>tag</span>.'))).toEqual([]);
  });

  it('does not import a component the page imports itself', async () => {
    const code = await compilePage('import NetworkTable from \'./Local\';\n\n<NetworkTable network="mainnet" />');
    expect(importsOf(code)).toEqual(['NetworkTable']);
    expect(code).toContain("import NetworkTable from './Local';");
  });

  it('imports the components another remark plugin writes, when it runs after it', async () => {
    const code = await compilePage('Run `cast chain-id --rpc-url {{network.rpcUrl}}`.', [
      remarkNetworkSamples,
      remarkMdxComponentImports,
    ]);
    expect(importsOf(code)).toEqual(['NetworkInlineCode', 'NetworkSwitch']);
  });

  it('names only components that exist', () => {
    for (const [name, source] of Object.entries(SITE_COMPONENTS)) {
      if (source.startsWith('@theme/')) continue;
      const folder = path.join(process.cwd(), source.replace('@site/', ''));
      expect(existsSync(path.join(folder, 'index.tsx')), `${name}: ${folder}/index.tsx`).toBe(true);
    }
  });
});
