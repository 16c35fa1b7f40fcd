// Rule: every <ContractInterface> a page writes names a contract and functions the pinned @celo/abis has, checked
// here so the writer hears of it before the build (which runs the same lookup and stops too).
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const {interfaceSource, parseNames} = await loadFreshModule(path.join(root, 'src/plugins/contract-interface/abi.ts'));

const attribute = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

export function checkContractInterfaces({lines, report}) {
  lines.forEach((line, index) => {
    for (const [tag] of line.matchAll(/<ContractInterface\b[^>]*>/g)) {
      const contract = attribute(tag, 'contract');
      try {
        if (!contract) throw new Error('needs a contract attribute');
        interfaceSource(contract, parseNames(attribute(tag, 'functions')), parseNames(attribute(tag, 'events')));
      } catch (error) {
        report(index, 'abi', `<ContractInterface>: ${error.message}`);
      }
    }
  });
}
