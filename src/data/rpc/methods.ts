/**
 * The JSON-RPC methods the reference documents, in the order the pages show them. Types: ./types.ts. Add a method
 * here, name it in its group's page (`<RpcMethod name="…" />`), and tests/unit/rpc-schema.test.ts checks its example.
 * Statements about Celo carry the page they come from (`celo-org/docs` paths); one no source confirms is `uncertain`.
 */
import type {RpcMethod} from './types';
import {
  address,
  block,
  blockNumber,
  blockObject,
  blockParam,
  data,
  field,
  gas,
  hash,
  l2BlockRef,
  list,
  log,
  nullable,
  receipt,
  syncStatus,
  transaction,
  wei,
} from './schemas';

const FEE_ABSTRACTION = 'celo-org/docs: build/fee-abstraction/using-fee-abstraction.mdx';
const FORNO = 'celo-org/docs: build/tools/nodes/forno.mdx';
const OP_RETH = 'celo-org/docs: operate/notices/op-geth-deprecation.mdx';
const TX_TYPES = 'celo-org/docs: learn/protocol/transactions/transaction-types.mdx';
const DEPLOYMENTS = 'celo-org/docs: operate/specification/deployments.mdx';
/** op-reth's fee-currency RPC overrides (eth_gasPrice, eth_maxPriorityFeePerGas), in the release Celo's Compose setup runs. */
const OP_RETH_FEE_RPC = 'celo-org/celo-kona: crates/celo-reth/src/rpc.rs at tag celo/reth-v1.0.1';
const FEE_CURRENCY_DIRECTORY = 'celo-org/celo-monorepo: packages/protocol/contracts-0.8/common/FeeCurrencyDirectory.sol';

/** Illustrative values: the right shape, not read from the chain. */
const EXAMPLE_HASH = '0x9b2f5c1e7a4d8f3b6c0e1a2d5f8b4c7e0a3d6f9b2c5e8a1d4f7b0c3e6a9d2f5b';
const EXAMPLE_BLOCK_HASH = '0x4e7a1d3b9c6f2e8a5d0b7c4f1a8e3d6b9c2f5a8e1d4b7c0f3a6e9d2b5c8f1a4e';
const EXAMPLE_PARENT_HASH = '0x2c5f8b1e4a7d0c3f6b9e2a5d8c1f4b7e0a3d6c9f2b5e8a1d4c7f0b3e6a9d2c5f';
const EXAMPLE_ADDRESS = '0x8Ba1f109551bD432803012645Ac136ddd64DBA72';
/** `totalSupply()`: the first four bytes of its keccak-256 hash, the same for every ERC-20. */
const TOTAL_SUPPLY = '0x18160ddd';
/** `Transfer(address,address,uint256)`: the topic every ERC-20 transfer event carries first. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const NON_ARCHIVE = {
  when: 'You ask for the state of an old block on Forno',
  answer:
    'Forno is not an archive node: it keeps recent state only, and answers older blocks with an error, such as op-reth’s `state at block #<N> is pruned` (op-geth said `missing trie node`). Ask an archive node or a provider that keeps history.',
};
const RATE_LIMIT = {
  when: 'You send many requests to Forno quickly',
  answer: 'Forno is free and rate limited: it answers HTTP 429. Wait and retry with backoff, or use your own node or a provider.',
};
const BAD_PARAMS = {
  when: 'A parameter has the wrong type or format',
  answer: 'The node answers error -32602 (invalid params) and names the argument: check hex prefixes, lengths and the block tag.',
};
const OP_NODE_ON_FORNO = {
  when: 'You send it to Forno',
  answer: 'Forno serves the execution client only: it answers -32601 (method not found) or refuses the request. Send it to an op-node RPC.',
};

export const rpcMethods = [
  {
    name: 'eth_chainId',
    group: 'chain',
    summary: 'Returns the chain id the node serves, as a hex quantity.',
    server: 'execution',
    readOnly: true,
    params: [],
    result: {schema: {type: 'quantity', unit: 'chainId'}, description: 'The chain id: 42220 (0xa4ec) on Celo Mainnet, 11142220 (0xaa044c) on Celo Sepolia.'},
    example: {params: [], result: '{{network.chainIdHex}}'},
    celo: [
      {
        text: 'Celo Sepolia and Celo Mainnet have distinct chain ids; a transaction signed for one is rejected by the other (EIP-155 replay protection).',
        source: 'celo-org/docs: learn/network/overview.mdx',
      },
    ],
    errors: [RATE_LIMIT],
    samples: {
      viem: 'const chainId = await client.getChainId();\nconsole.log(chainId); // {{network.chainId}}',
      ethers: 'const {chainId} = await provider.getNetwork();\nconsole.log(chainId); // {{network.chainId}}n',
      web3py: 'print(w3.eth.chain_id)  # {{network.chainId}}',
    },
  },
  {
    name: 'eth_blockNumber',
    group: 'chain',
    summary: 'Returns the number of the newest block the node has.',
    server: 'execution',
    readOnly: true,
    params: [],
    result: {schema: blockNumber, description: 'The newest block number, as a hex quantity.'},
    example: {params: [], result: '0x2a3f1c0'},
    celo: [
      {
        text: 'Celo produces a block every second, so the number grows by about 86,400 a day; on the L1 it grew every 5 seconds.',
        source: DEPLOYMENTS,
      },
    ],
    errors: [RATE_LIMIT],
    samples: {
      viem: 'const blockNumber = await client.getBlockNumber();\nconsole.log(blockNumber);',
      ethers: 'const blockNumber = await provider.getBlockNumber();\nconsole.log(blockNumber);',
      web3py: 'print(w3.eth.block_number)',
    },
  },
  {
    name: 'net_version',
    group: 'chain',
    summary: 'Returns the network id as a decimal string; on Celo it equals the chain id.',
    server: 'execution',
    readOnly: true,
    params: [],
    result: {schema: {type: 'string'}, description: 'The network id in decimal, such as "42220".'},
    example: {params: [], result: '{{network.chainId}}'},
    celo: [
      {
        text: 'Prefer `eth_chainId`: it is the value transactions are signed with, while `net_version` is older and returns a decimal string.',
        source: 'Ethereum JSON-RPC: EIP-695 (eth_chainId)',
      },
    ],
    errors: [RATE_LIMIT],
    samples: {
      viem: "const version = await client.request({method: 'net_version'});\nconsole.log(version); // '{{network.chainId}}'",
      ethers: "const version: string = await provider.send('net_version', []);\nconsole.log(version); // '{{network.chainId}}'",
      web3py: 'print(w3.net.version)  # {{network.chainId}}',
    },
  },
  {
    name: 'web3_clientVersion',
    group: 'chain',
    summary: 'Returns the name and version of the client software behind the endpoint.',
    server: 'execution',
    readOnly: true,
    params: [],
    result: {schema: {type: 'string'}, description: 'A client identifier, such as a name, a version and a platform separated by slashes.'},
    example: {params: [], result: 'reth/v1.…/x86_64-unknown-linux-gnu'},
    celo: [
      {
        text: 'Celo moved its execution client from op-geth to op-reth (Celo Sepolia on 24 June 2026, Mainnet on 22 July 2026), so the string names op-reth’s client on an up-to-date node.',
        source: OP_RETH,
      },
      {
        text: 'The exact string a given node returns depends on its build; the example shows the shape only.',
        uncertain: true,
      },
    ],
    errors: [RATE_LIMIT],
    samples: {
      viem: "const version = await client.request({method: 'web3_clientVersion'});\nconsole.log(version);",
      ethers: "const version: string = await provider.send('web3_clientVersion', []);\nconsole.log(version);",
      web3py: 'print(w3.client_version)',
    },
  },
  {
    name: 'eth_getBalance',
    group: 'state',
    summary: 'Returns the CELO balance of an address at a block, in wei.',
    server: 'execution',
    readOnly: true,
    params: [field('address', address, 'The account to read.'), blockParam],
    result: {schema: wei, description: 'The balance in wei (1 CELO is 10^18 wei), as a hex quantity.'},
    example: {params: ['{{token.USDm.address}}', 'latest'], result: '0x0'},
    celo: [
      {
        text: 'The balance is CELO only. Stablecoins such as USDm, and USDC or USDT, are ERC-20 tokens: read them with `eth_call` and `balanceOf`.',
        source: 'celo-org/docs: build/tools/contracts/stablecoin-contracts.mdx',
      },
      {
        text: 'CELO is also an ERC-20 at the CELO token address (token duality): its `balanceOf` returns the same figure as this method.',
        source: 'Token duality: the CELO entry of src/data/tokens.ts',
      },
    ],
    errors: [BAD_PARAMS, NON_ARCHIVE],
    samples: {
      viem: "const balance = await client.getBalance({address: '{{token.USDm.address}}'});\nconsole.log(formatEther(balance), 'CELO');",
      ethers: "const balance = await provider.getBalance('{{token.USDm.address}}');\nconsole.log(formatEther(balance), 'CELO');",
      web3py: 'balance = w3.eth.get_balance("{{token.USDm.address}}", "latest")\nprint(Web3.from_wei(balance, "ether"), "CELO")',
    },
  },
  {
    name: 'eth_getCode',
    group: 'state',
    summary: 'Returns the bytecode deployed at an address, or 0x when there is none.',
    server: 'execution',
    readOnly: true,
    params: [field('address', address, 'The contract to read.'), blockParam],
    result: {schema: data, description: 'The runtime bytecode; `0x` for an account without code.'},
    example: {params: ['{{token.USDm.address}}', 'latest'], result: '0x6080604052'},
    celo: [
      {
        text: 'A new contract on Celo may hold up to 65,536 bytes of code, against 24,576 on Ethereum.',
        source: 'celo-org/docs: operate/specification/index.mdx',
      },
      {
        text: 'Since the Isthmus upgrade an account may delegate to code through an EIP-7702 (type 4) transaction; such an account returns a short delegation designator rather than full bytecode.',
        source: 'celo-org/docs: operate/specification/upgrades/isthmus.mdx',
      },
    ],
    errors: [BAD_PARAMS, NON_ARCHIVE],
    samples: {
      viem: "const code = await client.getCode({address: '{{token.USDm.address}}'});\nconsole.log(code ? (code.length - 2) / 2 : 0, 'bytes');",
      ethers: "const code = await provider.getCode('{{token.USDm.address}}');\nconsole.log((code.length - 2) / 2, 'bytes');",
      web3py: 'code = w3.eth.get_code("{{token.USDm.address}}", "latest")\nprint(len(code), "bytes")',
    },
  },
  {
    name: 'eth_getStorageAt',
    group: 'state',
    summary: 'Returns one 32-byte storage slot of a contract at a block.',
    server: 'execution',
    readOnly: true,
    params: [field('address', address, 'The contract to read.'), field('slot', {type: 'quantity'}, 'The storage slot, as a hex quantity.'), blockParam],
    result: {schema: data, description: 'The slot’s 32 bytes, as hex.'},
    example: {
      params: ['{{token.USDm.address}}', '0x0', 'latest'],
      result: '0x0000000000000000000000000000000000000000000000000000000000000000',
    },
    celo: [
      {
        text: 'Celo’s core contracts and Mento’s stablecoins sit behind proxies, so the proxy’s slots differ from the implementation’s layout; read a value through its getter with `eth_call` when you can.',
        uncertain: true,
      },
    ],
    errors: [BAD_PARAMS, NON_ARCHIVE],
    samples: {
      viem: "const slot = await client.getStorageAt({address: '{{token.USDm.address}}', slot: '0x0'});\nconsole.log(slot);",
      ethers: "const slot = await provider.getStorage('{{token.USDm.address}}', 0);\nconsole.log(slot);",
      web3py: 'slot = w3.eth.get_storage_at("{{token.USDm.address}}", 0, "latest")\nprint(slot.to_0x_hex())',
    },
  },
  {
    name: 'eth_call',
    group: 'state',
    summary: 'Runs a call against the state of a block without sending a transaction, and returns what it returns.',
    server: 'execution',
    readOnly: true,
    params: [
      field(
        'call',
        {
          type: 'object',
          fields: [
            field('to', address, 'The contract to call.'),
            field('data', data, 'The ABI-encoded call: a function selector and its arguments.'),
            field('from', address, 'The sender the call runs as.', false),
            field('value', wei, 'CELO to send with the call, in wei.', false),
            field('gas', gas, 'A gas limit for the call.', false),
          ],
        },
        'The call to run.',
      ),
      field('block', block, 'The block whose state to run it on; latest when left out.', false),
    ],
    result: {schema: data, description: 'The return data, ABI-encoded.'},
    example: {
      params: [{to: '{{token.USDm.address}}', data: TOTAL_SUPPLY}, 'latest'],
      result: '0x00000000000000000000000000000000000000000052b7d2dcc80cd2e4000000',
    },
    celo: [
      {
        text: 'Token amounts come back in the token’s own decimals: 18 for CELO, USDm and WETH, 6 for USDC and USDT.',
        source: 'celo-org/docs: build/tools/contracts/fee-currencies.mdx',
      },
    ],
    errors: [
      {
        when: 'The call reverts',
        answer: 'The node answers error 3 (`execution reverted`) with the revert data in `error.data`; decode it with the contract’s ABI to read the reason.',
      },
      BAD_PARAMS,
      NON_ARCHIVE,
    ],
    samples: {
      viem: "const {data} = await client.call({to: '{{token.USDm.address}}', data: '0x18160ddd'});\nconsole.log(data && formatEther(BigInt(data)), 'USDm in circulation');",
      ethers:
        "const data = await provider.call({to: '{{token.USDm.address}}', data: '0x18160ddd'});\nconsole.log(formatEther(BigInt(data)), 'USDm in circulation');",
      web3py:
        'data = w3.eth.call({"to": "{{token.USDm.address}}", "data": "0x18160ddd"})\nprint(Web3.from_wei(int.from_bytes(data, "big"), "ether"), "USDm in circulation")',
    },
  },
  {
    name: 'eth_gasPrice',
    group: 'fees',
    summary: 'Returns a gas price for a transaction sent now; on Celo, optionally in a fee currency.',
    server: 'execution',
    readOnly: true,
    params: [
      field(
        'feeCurrency',
        address,
        'Celo only: a fee currency address (the adapter for USDC and USDT). Leave it out for CELO rather than passing the zero address.',
        false,
      ),
    ],
    result: {
      schema: wei,
      description: 'The price per gas: in wei of CELO, or in the fee currency’s units expressed with 18 decimals.',
    },
    example: {params: ['{{token.USDC.feeCurrency}}'], result: '0x6fc23ac00'},
    celo: [
      {
        text: 'Celo’s execution client takes an optional fee currency and converts the price into it. The answer uses 18 decimals whatever the token: for USDC (6 decimals) divide by 10^18, not 10^6.',
        source: FEE_ABSTRACTION,
      },
      {
        text: 'To price in CELO, leave the parameter out. Do not pass the zero address for CELO: celo-org/docs treats it as an unregistered fee currency, while op-reth answers it with the CELO price, so what you get depends on the client.',
        source: `celo-org/docs: operate/specification/fee-abstraction.mdx; ${OP_RETH_FEE_RPC}`,
      },
    ],
    errors: [
      {
        when: 'The address is not an allowlisted fee currency, such as the USDC token instead of its adapter',
        answer:
          'The node reads the rate from the FeeCurrencyDirectory contract, which reverts for an address it does not list, so the answer is `execution reverted: Currency not in the directory` (it does not name the address). Pass the adapter for USDC and USDT; list the allowed addresses with `celocli network:whitelist`.',
      },
      BAD_PARAMS,
      RATE_LIMIT,
    ],
    samples: {
      viem: "const price = await client.request<{Method: 'eth_gasPrice'; Parameters: [Address]; ReturnType: Hex}>({\n  method: 'eth_gasPrice',\n  params: ['{{token.USDC.feeCurrency}}'],\n});\nconsole.log(formatEther(BigInt(price)), 'USDC per gas (18 decimals)');",
      ethers:
        "const price: string = await provider.send('eth_gasPrice', ['{{token.USDC.feeCurrency}}']);\nconsole.log(formatEther(BigInt(price)), 'USDC per gas (18 decimals)');",
      web3py:
        'price = w3.provider.make_request("eth_gasPrice", ["{{token.USDC.feeCurrency}}"])["result"]\nprint(Web3.from_wei(int(price, 16), "ether"), "USDC per gas (18 decimals)")',
    },
  },
  {
    name: 'eth_maxPriorityFeePerGas',
    group: 'fees',
    summary: 'Returns a suggested tip per gas for EIP-1559 and CIP-64 transactions; on Celo, optionally in a fee currency.',
    server: 'execution',
    readOnly: true,
    params: [field('feeCurrency', address, 'Celo only: a fee currency address (the adapter for USDC and USDT). Leave it out for CELO.', false)],
    result: {schema: wei, description: 'The suggested tip per gas, in wei of CELO or the fee currency’s 18-decimal units.'},
    example: {params: ['{{token.USDm.feeCurrency}}'], result: '0x3b9aca00'},
    celo: [
      {
        text: 'Like `eth_gasPrice`, Celo’s execution client takes an optional fee currency and answers in its units with 18 decimals.',
        source: FEE_ABSTRACTION,
      },
      {
        text: 'op-reth converts the tip with the rate it reads from the FeeCurrencyDirectory contract, the same lookup `eth_gasPrice` makes, so both methods fail alike for an address the directory does not list.',
        source: `${OP_RETH_FEE_RPC}; ${FEE_CURRENCY_DIRECTORY} (getExchangeRate)`,
      },
    ],
    errors: [
      {
        when: 'The address is not an allowlisted fee currency, such as the USDC token instead of its adapter',
        answer:
          'op-reth answers `execution reverted: Currency not in the directory`, the FeeCurrencyDirectory’s revert. op-geth answered `could not convert from native to fee currency (fee-currency=0x…): unregistered fee-currency address`, the message celo-org/docs still lists. Pass the adapter for USDC and USDT.',
      },
      BAD_PARAMS,
      RATE_LIMIT,
    ],
    samples: {
      viem: "const tip = await client.request<{Method: 'eth_maxPriorityFeePerGas'; Parameters: [Address]; ReturnType: Hex}>({\n  method: 'eth_maxPriorityFeePerGas',\n  params: ['{{token.USDm.feeCurrency}}'],\n});\nconsole.log(formatEther(BigInt(tip)), 'USDm per gas');",
      ethers:
        "const tip: string = await provider.send('eth_maxPriorityFeePerGas', ['{{token.USDm.feeCurrency}}']);\nconsole.log(formatEther(BigInt(tip)), 'USDm per gas');",
      web3py:
        'tip = w3.provider.make_request("eth_maxPriorityFeePerGas", ["{{token.USDm.feeCurrency}}"])["result"]\nprint(Web3.from_wei(int(tip, 16), "ether"), "USDm per gas")',
    },
  },
  {
    name: 'eth_feeHistory',
    group: 'fees',
    summary: 'Returns base fees, block fullness and tip percentiles for a range of recent blocks.',
    server: 'execution',
    readOnly: true,
    params: [
      field('blockCount', {type: 'quantity', unit: 'count'}, 'How many blocks, ending at `newestBlock`.'),
      field('newestBlock', block, 'The last block of the range.'),
      field('rewardPercentiles', list({type: 'number'}), 'Percentiles (0 to 100, rising) of the tips paid in each block.', false),
    ],
    result: {
      schema: {
        type: 'object',
        open: true,
        fields: [
          field('oldestBlock', blockNumber, 'The first block of the range.'),
          field('baseFeePerGas', list(wei), 'The base fee of each block, plus the next block’s, in wei of CELO.'),
          field('gasUsedRatio', list({type: 'number'}), 'The share of each block’s gas limit that was used.'),
          field('reward', list(list(wei)), 'The tips at the percentiles asked for, per block.', false),
        ],
      },
      description: 'An object with one entry per block in each list.',
    },
    example: {
      params: ['0x4', 'latest', [25, 75]],
      result: {
        oldestBlock: '0x2a3f1bd',
        baseFeePerGas: ['0x5d21dba00', '0x5d21dba00', '0x5d21dba00', '0x5d21dba00', '0x5d21dba00'],
        gasUsedRatio: [0.041, 0.018, 0.052, 0.009],
        reward: [
          ['0x0', '0x3b9aca00'],
          ['0x0', '0x0'],
          ['0x1', '0x3b9aca00'],
          ['0x0', '0x0'],
        ],
      },
    },
    celo: [
      {
        text: 'Base fees are in wei of CELO; this method takes no fee currency. Blocks have a 30,000,000 gas limit with a 6,000,000 target, so the base fee moves with an elasticity of 5 and a denominator of 400.',
        source: DEPLOYMENTS,
      },
      {
        text: 'The base fee has a floor: 25 Gwei until Jovian, which replaced Celo’s own floor with the OP Stack minimum base fee set in the L1 SystemConfig.',
        source: 'celo-org/docs: operate/notices/archive/jovian-upgrade.mdx',
      },
    ],
    errors: [BAD_PARAMS, RATE_LIMIT],
    samples: {
      viem: "const history = await client.getFeeHistory({blockCount: 4, blockTag: 'latest', rewardPercentiles: [25, 75]});\nconsole.log(history.baseFeePerGas.map((fee) => formatGwei(fee)));",
      ethers:
        "const history = await provider.send('eth_feeHistory', ['0x4', 'latest', [25, 75]]);\nconsole.log(history.baseFeePerGas.map((fee: string) => formatUnits(fee, 'gwei')));",
      web3py: 'history = w3.eth.fee_history(4, "latest", [25, 75])\nprint([Web3.from_wei(fee, "gwei") for fee in history["baseFeePerGas"]])',
    },
  },
  {
    name: 'eth_estimateGas',
    group: 'fees',
    summary: 'Estimates the gas a transaction would use; on Celo, for a transaction that pays in a fee currency.',
    server: 'execution',
    readOnly: true,
    params: [
      field(
        'transaction',
        {
          type: 'object',
          fields: [
            field('to', address, 'The recipient or contract.'),
            field('from', address, 'The sender.', false),
            field('data', data, 'The call data.', false),
            field('value', wei, 'CELO to send, in wei.', false),
            field('feeCurrency', address, 'Celo only: the fee currency the transaction will pay in (the adapter for USDC and USDT).', false),
          ],
        },
        'The transaction to estimate, unsigned.',
      ),
      field('block', block, 'The block to estimate against; latest when left out.', false),
    ],
    result: {schema: gas, description: 'The estimated gas, as a hex quantity.'},
    example: {
      params: [{to: '{{token.USDm.address}}', data: TOTAL_SUPPLY, feeCurrency: '{{token.USDm.feeCurrency}}'}, 'latest'],
      result: '0x6d60',
    },
    celo: [
      {
        text: 'Pass the `feeCurrency` the transaction will use: a CIP-64 transaction costs more gas than the same one paid in CELO, because the node also debits and credits the fee in the token.',
        source: FEE_ABSTRACTION,
      },
      {
        text: 'The extra gas for a fee currency is set per currency on chain; the figure is not published in the sources this site relies on.',
        uncertain: true,
      },
    ],
    errors: [
      {
        when: 'The transaction would revert',
        answer: 'The node answers error 3 (`execution reverted`) with the revert data, as `eth_call` does.',
      },
      {
        when: 'The `feeCurrency` is not an allowlisted fee currency, such as the USDC token instead of its adapter',
        answer:
          'The node answers an error whose message contains `fee currency not registered: 0x…`, with the address you passed. Use the adapter for USDC and USDT, and leave `feeCurrency` out to estimate a CELO transaction.',
      },
      {
        when: 'The sender cannot pay the fee in the fee currency',
        answer: 'The node refuses with an insufficient-funds error; leave out `from`, or fund it with the fee currency.',
      },
      BAD_PARAMS,
    ],
    samples: {
      viem: "const gas = await client.estimateGas({\n  to: '{{token.USDm.address}}',\n  data: '0x18160ddd',\n  feeCurrency: '{{token.USDm.feeCurrency}}',\n});\nconsole.log(gas);",
      ethers:
        "const gas: string = await provider.send('eth_estimateGas', [\n  {to: '{{token.USDm.address}}', data: '0x18160ddd', feeCurrency: '{{token.USDm.feeCurrency}}'},\n]);\nconsole.log(BigInt(gas));",
      web3py:
        'gas = w3.provider.make_request(\n    "eth_estimateGas",\n    [{"to": "{{token.USDm.address}}", "data": "0x18160ddd", "feeCurrency": "{{token.USDm.feeCurrency}}"}],\n)["result"]\nprint(int(gas, 16))',
    },
  },
  {
    name: 'eth_getBlockByNumber',
    group: 'blocks',
    summary: 'Returns a block by number or tag, with its transaction hashes or whole transactions.',
    server: 'execution',
    readOnly: true,
    params: [
      field('block', block, 'The block: a hex number, or latest, safe, finalized, earliest or pending.'),
      field('fullTransactions', {type: 'boolean'}, 'True for whole transactions, false for their hashes.'),
    ],
    result: {schema: nullable(blockObject), description: 'The block, or null when the node does not have it.'},
    example: {
      params: ['latest', false],
      result: {
        number: '0x2a3f1c0',
        hash: EXAMPLE_BLOCK_HASH,
        parentHash: EXAMPLE_PARENT_HASH,
        timestamp: '0x69283f40',
        gasLimit: '0x1c9c380',
        gasUsed: '0x3d0900',
        baseFeePerGas: '0x5d21dba00',
        miner: '0x4200000000000000000000000000000000000011',
        transactions: [EXAMPLE_HASH],
      },
    },
    celo: [
      {
        text: 'As on every OP Stack chain, each block starts with a deposit transaction of type 0x7e that records the Ethereum block it follows.',
        source: 'OP Stack specification: deposits',
      },
      {
        text: '`safe` and `finalized` follow Ethereum: a block is safe once its data is posted to Ethereum, and finalized once that Ethereum block is.',
        source: 'celo-org/docs: operate/specification/finality.mdx',
      },
    ],
    errors: [BAD_PARAMS, RATE_LIMIT],
    samples: {
      viem: "const block = await client.getBlock({blockTag: 'latest'});\nconsole.log(block.number, new Date(Number(block.timestamp) * 1000), block.transactions.length);",
      ethers:
        "const block = await provider.getBlock('latest');\nconsole.log(block?.number, new Date((block?.timestamp ?? 0) * 1000), block?.transactions.length);",
      web3py: 'block = w3.eth.get_block("latest")\nprint(block["number"], block["timestamp"], len(block["transactions"]))',
    },
  },
  {
    name: 'eth_getTransactionByHash',
    group: 'blocks',
    summary: 'Returns a transaction by its hash, or null when the node does not know it.',
    server: 'execution',
    readOnly: true,
    params: [field('hash', hash, 'The transaction hash.')],
    result: {schema: nullable(transaction), description: 'The transaction, or null.'},
    example: {params: [EXAMPLE_HASH], result: null},
    celo: [
      {
        text: 'A transaction that pays its fee in a token is a CIP-64 transaction: `type` is 0x7b (123) and it carries `feeCurrency`. The older Celo types (0 with Celo fields, and 0x7c) are no longer accepted since the L2 migration, though blocks from before it still hold them.',
        source: TX_TYPES,
      },
      {
        text: 'Since Isthmus, type 4 (EIP-7702, set code) transactions exist too.',
        source: TX_TYPES,
      },
    ],
    errors: [{when: 'The hash is unknown, or the transaction is older than the node keeps', answer: 'The result is null, not an error.'}, BAD_PARAMS],
    samples: {
      viem: "const {transactions} = await client.getBlock({blockTag: 'latest'});\nconst tx = await client.getTransaction({hash: transactions[0]});\nconsole.log(tx.type, tx.from, tx.to);",
      ethers:
        "const block = await provider.getBlock('latest');\nconst tx = await provider.getTransaction(block!.transactions[0]);\nconsole.log(tx?.type, tx?.from, tx?.to);",
      web3py: 'block = w3.eth.get_block("latest")\ntx = w3.eth.get_transaction(block["transactions"][0])\nprint(tx["type"], tx["from"], tx["to"])',
    },
  },
  {
    name: 'eth_getTransactionReceipt',
    group: 'blocks',
    summary: 'Returns the receipt of a mined transaction: status, gas used, price paid and events.',
    server: 'execution',
    readOnly: true,
    params: [field('hash', hash, 'The transaction hash.')],
    result: {schema: nullable(receipt), description: 'The receipt, or null while the transaction is pending or unknown.'},
    example: {
      params: [EXAMPLE_HASH],
      result: {
        transactionHash: EXAMPLE_HASH,
        type: '0x7b',
        status: '0x1',
        from: EXAMPLE_ADDRESS,
        to: '{{token.USDm.address}}',
        blockNumber: '0x2a3f1c0',
        blockHash: EXAMPLE_BLOCK_HASH,
        gasUsed: '0xd3d5',
        cumulativeGasUsed: '0x3d0900',
        effectiveGasPrice: '0x5d21dba00',
        contractAddress: null,
        logs: [],
      },
    },
    celo: [
      {
        text: 'A CIP-64 receipt has `type` 0x7b. Its `effectiveGasPrice` is in the fee currency’s units with 18 decimals, so gas used times that price is the fee in the token.',
        source: FEE_ABSTRACTION,
      },
      {
        text: 'Whether every node adds further Celo fields to a CIP-64 receipt (such as the base fee in the fee currency) is not confirmed by the sources this site relies on.',
        uncertain: true,
      },
    ],
    errors: [{when: 'The transaction is pending or unknown', answer: 'The result is null; poll again after the next block (one second on Celo).'}, BAD_PARAMS],
    samples: {
      viem: "const {transactions} = await client.getBlock({blockTag: 'latest'});\nconst receipt = await client.getTransactionReceipt({hash: transactions[0]});\nconsole.log(receipt.status, receipt.gasUsed, receipt.logs.length);",
      ethers:
        "const block = await provider.getBlock('latest');\nconst receipt = await provider.getTransactionReceipt(block!.transactions[0]);\nconsole.log(receipt?.status, receipt?.gasUsed, receipt?.logs.length);",
      web3py:
        'block = w3.eth.get_block("latest")\nreceipt = w3.eth.get_transaction_receipt(block["transactions"][0])\nprint(receipt["status"], receipt["gasUsed"], len(receipt["logs"]))',
    },
  },
  {
    name: 'eth_getLogs',
    group: 'blocks',
    summary: 'Returns the events that match a filter over a range of blocks.',
    server: 'execution',
    readOnly: true,
    params: [
      field(
        'filter',
        {
          type: 'object',
          fields: [
            field('address', address, 'The contract whose events to return.', false),
            field('fromBlock', block, 'The first block of the range; latest when left out.', false),
            field('toBlock', block, 'The last block of the range; latest when left out.', false),
            field('topics', list(nullable(hash)), 'Topics to match by position; null matches any.', false),
            field('blockHash', hash, 'One block, instead of a range.', false),
          ],
        },
        'Which events to return.',
      ),
    ],
    result: {schema: list(log), description: 'The matching logs, oldest first.'},
    example: {
      params: [{address: '{{token.USDm.address}}', fromBlock: 'latest', toBlock: 'latest', topics: [TRANSFER_TOPIC]}],
      result: [
        {
          address: '{{token.USDm.address}}',
          topics: [
            TRANSFER_TOPIC,
            '0x0000000000000000000000008ba1f109551bd432803012645ac136ddd64dba72',
            '0x000000000000000000000000471ece3750da237f93b8e339c536989b8978a438',
          ],
          data: '0x0000000000000000000000000000000000000000000000000de0b6b3a7640000',
          blockNumber: '0x2a3f1c0',
          transactionHash: EXAMPLE_HASH,
          logIndex: '0x0',
          removed: false,
        },
      ],
    },
    celo: [
      {
        text: 'With one block a second, a range of a day is 86,400 blocks: ask for short ranges and page through them. Forno publishes no numeric limit, and refuses ranges or answers it finds too large.',
        source: FORNO,
      },
      {
        text: 'A fee paid in a token is moved by the protocol, not by a call the transaction makes; whether it appears as a Transfer log is not confirmed by the sources this site relies on.',
        uncertain: true,
      },
    ],
    errors: [{when: 'The range or the result is too large', answer: 'The node answers an error that says so; split the range.'}, BAD_PARAMS, RATE_LIMIT],
    samples: {
      viem: "const logs = await client.getLogs({\n  address: '{{token.USDm.address}}',\n  event: parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)'),\n  fromBlock: 'latest',\n  toBlock: 'latest',\n});\nconsole.log(logs.map((entry) => [entry.args.from, entry.args.to, entry.args.value]));",
      ethers:
        "const logs = await provider.getLogs({\n  address: '{{token.USDm.address}}',\n  topics: [id('Transfer(address,address,uint256)')],\n  fromBlock: 'latest',\n  toBlock: 'latest',\n});\nconsole.log(logs.length, 'transfers');",
      web3py:
        'logs = w3.eth.get_logs({\n    "address": "{{token.USDm.address}}",\n    "topics": [Web3.keccak(text="Transfer(address,address,uint256)").to_0x_hex()],\n    "fromBlock": "latest",\n    "toBlock": "latest",\n})\nprint(len(logs), "transfers")',
    },
  },
  {
    name: 'optimism_syncStatus',
    group: 'op-node',
    summary: 'Returns how far op-node has read Ethereum and derived the L2: its L1 and L2 heads.',
    server: 'op-node',
    readOnly: true,
    params: [],
    result: {schema: syncStatus, description: 'The L1 and L2 block references op-node tracks.'},
    example: {
      params: [],
      result: {
        current_l1: {hash: EXAMPLE_BLOCK_HASH, number: 9704412, parentHash: EXAMPLE_PARENT_HASH, timestamp: 1764240000},
        head_l1: {hash: EXAMPLE_BLOCK_HASH, number: 9704412, parentHash: EXAMPLE_PARENT_HASH, timestamp: 1764240000},
        safe_l1: {hash: EXAMPLE_BLOCK_HASH, number: 9704380, parentHash: EXAMPLE_PARENT_HASH, timestamp: 1764239616},
        finalized_l1: {hash: EXAMPLE_BLOCK_HASH, number: 9704348, parentHash: EXAMPLE_PARENT_HASH, timestamp: 1764239232},
        unsafe_l2: {
          hash: EXAMPLE_BLOCK_HASH,
          number: 44290112,
          parentHash: EXAMPLE_PARENT_HASH,
          timestamp: 1764240010,
          l1origin: {hash: EXAMPLE_PARENT_HASH, number: 9704410},
          sequenceNumber: 3,
        },
        safe_l2: {
          hash: EXAMPLE_BLOCK_HASH,
          number: 44289700,
          parentHash: EXAMPLE_PARENT_HASH,
          timestamp: 1764239598,
          l1origin: {hash: EXAMPLE_PARENT_HASH, number: 9704376},
          sequenceNumber: 6,
        },
        finalized_l2: {
          hash: EXAMPLE_BLOCK_HASH,
          number: 44289300,
          parentHash: EXAMPLE_PARENT_HASH,
          timestamp: 1764239198,
          l1origin: {hash: EXAMPLE_PARENT_HASH, number: 9704343},
          sequenceNumber: 2,
        },
      },
    },
    celo: [
      {
        text: 'op-node serves this method, not the execution client, so Forno does not answer it. Celo Sepolia has a public op-node RPC; for Mainnet, ask your own node.',
        source: 'celo-org/docs: learn/network/overview.mdx',
      },
      {
        text: 'The sequencer follows finalized Ethereum blocks only, so `unsafe_l2` runs ahead of `safe_l2` by minutes, and a stalled `finalized_l1` stalls the chain.',
        source: 'celo-org/docs: operate/specification/finality.mdx',
      },
    ],
    errors: [OP_NODE_ON_FORNO],
    samples: {
      viem: "const opNode = createPublicClient({transport: http(process.env.OP_NODE_RPC_URL)});\nconst status = await opNode.request<{Method: 'optimism_syncStatus'; Parameters: []; ReturnType: {unsafe_l2: {number: number}; safe_l2: {number: number}}}>({\n  method: 'optimism_syncStatus',\n  params: [],\n});\nconsole.log(status.unsafe_l2.number - status.safe_l2.number, 'blocks not yet safe');",
      ethers:
        "const opNode = new JsonRpcProvider(process.env.OP_NODE_RPC_URL, undefined, {staticNetwork: true});\nconst status = await opNode.send('optimism_syncStatus', []);\nconsole.log(status.unsafe_l2.number - status.safe_l2.number, 'blocks not yet safe');",
      web3py:
        'op_node = Web3(Web3.HTTPProvider(os.environ["OP_NODE_RPC_URL"]))\nstatus = op_node.provider.make_request("optimism_syncStatus", [])["result"]\nprint(status["unsafe_l2"]["number"] - status["safe_l2"]["number"], "blocks not yet safe")',
    },
  },
  {
    name: 'optimism_outputAtBlock',
    group: 'op-node',
    summary: 'Returns the output root of an L2 block: the commitment withdrawals are proven against on Ethereum.',
    server: 'op-node',
    readOnly: true,
    params: [field('blockNumber', blockNumber, 'The L2 block, as a hex quantity.')],
    result: {
      schema: {
        type: 'object',
        open: true,
        fields: [
          field('version', hash, 'The output root version.'),
          field('outputRoot', hash, 'The output root: a hash of the version, the state root, the message passer’s storage root and the block hash.'),
          field('blockRef', l2BlockRef, 'The L2 block.'),
          field('withdrawalStorageRoot', hash, 'The storage root of the L2ToL1MessagePasser contract.'),
          field('stateRoot', hash, 'The block’s state root.'),
        ],
      },
      description: 'The output and the values it commits to.',
    },
    example: {
      params: ['0x2a3c3a4'],
      result: {
        version: '0x0000000000000000000000000000000000000000000000000000000000000000',
        outputRoot: EXAMPLE_HASH,
        blockRef: {
          hash: EXAMPLE_BLOCK_HASH,
          number: 44286884,
          parentHash: EXAMPLE_PARENT_HASH,
          timestamp: 1764236782,
          l1origin: {hash: EXAMPLE_PARENT_HASH, number: 9704150},
          sequenceNumber: 4,
        },
        withdrawalStorageRoot: EXAMPLE_PARENT_HASH,
        stateRoot: EXAMPLE_BLOCK_HASH,
      },
    },
    celo: [
      {
        text: 'Withdrawals from Celo to Ethereum are proven against an output root, then finalized after the 7-day challenge period.',
        source: 'celo-org/docs: learn/bridged-tokens/withdrawing-celo-to-ethereum.mdx',
      },
      {
        text: 'Since Isthmus the block header’s `withdrawalsRoot` holds the same L2ToL1MessagePasser storage root this method returns.',
        source: 'celo-org/docs: operate/specification/upgrades/isthmus.mdx',
      },
    ],
    errors: [
      OP_NODE_ON_FORNO,
      {when: 'The block is newer than op-node’s head', answer: 'op-node answers an error saying it does not have the block yet; ask for an older one.'},
    ],
    samples: {
      viem: "const opNode = createPublicClient({transport: http(process.env.OP_NODE_RPC_URL)});\nconst output = await opNode.request<{Method: 'optimism_outputAtBlock'; Parameters: [Hex]; ReturnType: {outputRoot: Hex}}>({\n  method: 'optimism_outputAtBlock',\n  params: [numberToHex(await client.getBlockNumber())],\n});\nconsole.log(output.outputRoot);",
      ethers:
        "const opNode = new JsonRpcProvider(process.env.OP_NODE_RPC_URL, undefined, {staticNetwork: true});\nconst blockNumber = await provider.getBlockNumber();\nconst output = await opNode.send('optimism_outputAtBlock', [toQuantity(blockNumber)]);\nconsole.log(output.outputRoot);",
      web3py:
        'op_node = Web3(Web3.HTTPProvider(os.environ["OP_NODE_RPC_URL"]))\noutput = op_node.provider.make_request("optimism_outputAtBlock", [hex(w3.eth.block_number)])["result"]\nprint(output["outputRoot"])',
    },
  },
  {
    name: 'eth_sendRawTransaction',
    group: 'sending',
    summary: 'Submits a signed transaction to the network and returns its hash.',
    server: 'execution',
    readOnly: false,
    params: [field('signedTransaction', data, 'The signed transaction, RLP-encoded with its type byte in front.')],
    result: {schema: hash, description: 'The transaction hash; the transaction is pending until a block includes it.'},
    example: {params: ['0x7bf8b0'], result: EXAMPLE_HASH},
    celo: [
      {
        text: 'To pay the fee in a token, sign a CIP-64 transaction (type 0x7b) with a `feeCurrency`; viem and wagmi do this natively, ethers needs celo-ethers-wrapper, web3.js a plugin.',
        source: FEE_ABSTRACTION,
      },
      {
        text: 'To pay in CELO, send an ordinary EIP-1559 transaction, not a CIP-64 one with the zero address as `feeCurrency`: celo-org/docs calls such a transaction invalid, and op-geth rejected it as an unregistered currency.',
        source: 'celo-org/docs: operate/specification/fee-abstraction.mdx; celo-org/op-geth: common/celo_types.go (IsCurrencyAllowed)',
      },
    ],
    errors: [
      {when: 'The nonce was already used', answer: 'The node answers `nonce too low`: read the pending count with `eth_getTransactionCount`.'},
      {when: 'The sender cannot pay value plus fee', answer: 'The node answers an insufficient-funds error, in CELO or in the fee currency.'},
      {
        when: 'The `feeCurrency` is not an allowlisted fee currency',
        answer:
          'The transaction pool refuses it with `unregistered fee-currency address`, which op-reth follows with the address. Sign again with an allowlisted address (the adapter for USDC and USDT).',
      },
      {when: 'The chain id is wrong', answer: 'The node refuses the signature: sign with the chain id of the network you send to.'},
      {when: 'The fee cap is below the base fee', answer: 'The node refuses the transaction as underpriced; read a price with `eth_gasPrice` first.'},
    ],
    samples: {
      viem: 'const hash = await client.sendRawTransaction({serializedTransaction: process.env.SIGNED_TX as Hex});\nconsole.log(hash);',
      ethers: 'const response = await provider.broadcastTransaction(process.env.SIGNED_TX!);\nconsole.log(response.hash);',
      web3py: 'tx_hash = w3.eth.send_raw_transaction(os.environ["SIGNED_TX"])\nprint(tx_hash.to_0x_hex())',
    },
  },
] as const satisfies readonly RpcMethod[];

export type RpcMethodName = (typeof rpcMethods)[number]['name'];

const byName = new Map<string, RpcMethod>(rpcMethods.map((method) => [method.name, method]));

/** The method named `name`; an unknown name throws, naming the valid ones, so a page with a typo fails to build. */
export function requireRpcMethod(name: string): RpcMethod {
  const method = byName.get(name);
  if (!method) throw new Error(`unknown JSON-RPC method "${name}"; add it to src/data/rpc/methods.ts or use one of: ${[...byName.keys()].join(', ')}`);
  return method;
}
