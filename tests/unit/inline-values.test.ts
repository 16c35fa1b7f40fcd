// @vitest-environment node
import {compile, evaluate} from '@mdx-js/mdx';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import remarkInlineValues from '@site/src/plugins/inline-values/remark';
import remarkMdxComponentImports from '@site/src/plugins/mdx-component-imports/remark';

const PAGE = `${process.cwd()}/docs/page.mdx`;

/** The page's HTML, as the MDX pipeline writes it with the site's element plugins. */
async function html(markdown: string): Promise<string> {
  const {default: Content} = await evaluate(
    {value: markdown, path: PAGE},
    {...runtime, remarkPlugins: [remarkInlineValues, remarkMdxComponentImports], baseUrl: import.meta.url},
  );
  return renderToStaticMarkup(createElement(Content));
}

describe('<NetworkValue> written in at build time', () => {
  it('writes an identifier or endpoint as inline code', async () => {
    expect(await html('Chain ID <NetworkValue network="celo-sepolia" field="chainId" />.')).toBe(
      '<p>Chain ID <code>11142220</code>.</p>',
    );
  });

  it('writes a web address as a link that opens apart', async () => {
    expect(await html('Faucet: <NetworkValue network="celo-sepolia" field="faucetUrl" />')).toBe(
      '<p>Faucet: <a href="https://faucet.celo.org/celo-sepolia" target="_blank" rel="noopener noreferrer">https://faucet.celo.org/celo-sepolia</a></p>',
    );
  });

  it('writes status, notes and hardware as text from the data, so pages never retype them', async () => {
    expect(await html('<NetworkValue network="alfajores" field="status" />')).toBe('<p>Retired</p>');
    expect(await html('Needs <NetworkValue network="mainnet" field="nodeHardware" />.')).toBe(
      '<p>Needs 16 GB RAM, 1 TB SSD, 4–8 CPU cores.</p>',
    );
  });

  it('leaves nothing for the page to import or run', async () => {
    const code = String(
      await compile(
        {
          value:
            'On <NetworkValue network="mainnet" field="name" /> since <UpgradeDate upgrade="l2-migration" network="mainnet" dayOnly />.',
          path: PAGE,
        },
        {remarkPlugins: [remarkInlineValues, remarkMdxComponentImports]},
      ),
    );
    expect(code).not.toMatch(/NetworkValue|UpgradeDate/);
    expect([...code.matchAll(/^import .* from "([^"]+)";$/gm)].map(([, source]) => source)).toEqual([
      'react/jsx-runtime',
    ]);
  });

  it('fails the build with the file, the line and the valid ids', async () => {
    await expect(html('Intro.\n\nChain <NetworkValue network="dango" field="chainId" />')).rejects.toThrow(
      `${PAGE}:3: <NetworkValue network="dango">: unknown network "dango". Use one of: mainnet, celo-sepolia, alfajores, baklava.`,
    );
    await expect(html('<NetworkValue network="mainnet" field="chainID" />')).rejects.toThrow(/unknown field "chainID"/);
    await expect(html('<NetworkValue network="mainnet" field="faucetUrl" />')).rejects.toThrow(
      '<NetworkValue network="mainnet" field="faucetUrl">: Celo Mainnet has no faucetUrl.',
    );
  });

  it('asks for literal attributes, which the build can resolve', async () => {
    await expect(html('<NetworkValue network={"mainnet"} field="chainId" />')).rejects.toThrow(
      '<NetworkValue network=…>: write network="…" as a string',
    );
    await expect(html('<NetworkValue network="mainnet" field="chainId" format="hex" />')).rejects.toThrow(
      'unknown attribute "format". Use network, field.',
    );
  });
});

describe('<UpgradeDate> written in at build time', () => {
  it('writes an activation date and time from the record as a <time>', async () => {
    expect(await html('On <UpgradeDate upgrade="jovian" network="mainnet" />.')).toBe(
      '<p>On <time dateTime="2026-03-31">31 March 2026, 12:06:28 UTC</time>.</p>',
    );
  });

  it('leaves the time of day out with dayOnly', async () => {
    expect(await html('Since <UpgradeDate upgrade="l2-migration" network="mainnet" dayOnly />.')).toBe(
      '<p>Since <time dateTime="2025-03-26">26 March 2025</time>.</p>',
    );
  });

  it('writes the day of a dated step that is not an activation', async () => {
    expect(await html('<UpgradeDate upgrade="celo-sepolia-launch" event="announced" />')).toBe(
      '<p><time dateTime="2025-08-13">13 August 2025</time></p>',
    );
  });

  it('fails the build for an unknown upgrade, step or network, or neither a network nor a step', async () => {
    await expect(html('<UpgradeDate upgrade="jello" event="announced" />')).rejects.toThrow(
      /Jello has no event "announced"/,
    );
    await expect(html('<UpgradeDate upgrade="jello" network="alfajores" />')).rejects.toThrow(
      '<UpgradeDate upgrade="jello" network="alfajores">: Jello has no activation on alfajores. Use one of: celo-sepolia, mainnet.',
    );
    await expect(html('<UpgradeDate upgrade="jovian" />')).rejects.toThrow('give network="…"');
    await expect(html('<UpgradeDate upgrade="jovian" network="mainnet" dayOnly="yes" />')).rejects.toThrow(
      'write dayOnly without a value',
    );
  });
});
