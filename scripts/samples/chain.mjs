// The local chains the runnable samples run against: one anvil node per sample network (on a loopback port, with the
// network's chain id), the stand-ins of the Celo contracts installed at their real addresses, and in front of each
// node a JSON-RPC front that does what anvil cannot: Celo's fee-currency (CIP-64, type 0x7b) transactions. The front
// parses such a transaction with viem's Celo parser, checks its chain id, fee currency (one the FeeCurrencyDirectory
// stand-in allows), fees, nonce and signature (it recovers the sender), executes the call it carries on the node,
// debits the fee from the fee currency and answers the transaction's own hash; the transaction and receipt it reports
// for that hash are type 0x7b with their `feeCurrency`.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import {createRequire} from 'node:module';
import {hashOf} from './typescript.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const STAND_INS = path.join(here, 'stand-ins', 'StandIns.sol');

/** anvil's dev mnemonic: its accounts below are the first two of Ethereum's path, m/44'/60'/0'/0/i. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
/** anvil's first dev accounts (its default mnemonic): the sample's own key, and a recipient. */
export const DEV_ACCOUNTS = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    key: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    key: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
];
/** anvil's tenth dev account sets the stand-ins up and debits fees, so the samples' accounts start at nonce 0. */
const OPERATOR = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

/** The Registry names of the tokens, per network, beside the contracts of src/data/contracts.ts. */
const TOKEN_REGISTRY_NAMES = {
  mainnet: {GoldToken: 'CELO', CeloToken: 'CELO', StableToken: 'USDm', StableTokenEUR: 'EURm', StableTokenBRL: 'BRLm'},
  'celo-sepolia': {GoldToken: 'CELO', CeloToken: 'CELO', StableToken: 'cUSD', StableTokenEUR: 'cEUR'},
};
/** The extra gas a fee currency costs, as the directory reports it: what the real directory lists, in round numbers. */
const INTRINSIC_GAS = {18: 50_000, 6: 71_000};
/** The core contracts of src/data/contracts.ts that have a stand-in, by name. */
const CORE_STAND_INS = {
  Accounts: 'StandInAccounts',
  EpochRewards: 'StandInEpochRewards',
  LockedGold: 'StandInLockedGold',
  Governance: 'StandInGovernance',
};
/** Multicall3's address on every chain that has it, viem's Celo chains included. */
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';
/** Balances the dev accounts start with in each token, in whole tokens. */
const TOKEN_BALANCE = 1000n;

/** The anvil binary of @foundry-rs/anvil's platform package, run directly (its node wrapper would outlive a kill). */
function anvilBinary(samplesDir) {
  const arch = {x64: 'amd64', arm64: 'arm64'}[process.arch] ?? process.arch;
  const bin = path.join(samplesDir, 'node_modules', '@foundry-rs', `anvil-${process.platform}-${arch}`, 'bin', 'anvil');
  if (!fs.existsSync(bin)) throw new Error(`no anvil for ${process.platform}-${arch}: run npm ci --prefix samples`);
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The stand-ins' bytecode and ABIs, compiled once by the pinned solc and cached by the source's hash. */
function standInArtifacts(samplesDir) {
  const source = fs.readFileSync(STAND_INS, 'utf8');
  const solc = createRequire(path.join(samplesDir, 'package.json'))('solc');
  const cache = path.join(samplesDir, '.cache', `stand-ins-${hashOf(source, solc.version())}.json`);
  if (fs.existsSync(cache)) return JSON.parse(fs.readFileSync(cache, 'utf8'));
  const input = {
    language: 'Solidity',
    sources: {'StandIns.sol': {content: source}},
    settings: {evmVersion: 'prague', outputSelection: {'*': {'*': ['abi', 'evm.deployedBytecode.object']}}},
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(`stand-ins do not compile: ${errors[0].formattedMessage}`);
  const artifacts = Object.fromEntries(
    Object.entries(output.contracts['StandIns.sol']).map(([name, c]) => [
      name,
      {abi: c.abi, code: `0x${c.evm.deployedBytecode.object}`},
    ]),
  );
  fs.mkdirSync(path.dirname(cache), {recursive: true});
  fs.writeFileSync(cache, JSON.stringify(artifacts));
  return artifacts;
}

async function rpc(url, method, params = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({jsonrpc: '2.0', id: 1, method, params}),
  });
  const body = await response.json();
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/** A transaction's receipt, once the node has mined it (anvil mines each transaction as it comes). */
async function receiptOf(url, hash) {
  for (let i = 0; i < 200; i += 1) {
    const receipt = await rpc(url, 'eth_getTransactionReceipt', [hash]);
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`transaction ${hash} was not mined`);
}

async function waitForNode(url, child) {
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}`);
    try {
      return await rpc(url, 'eth_chainId');
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error('anvil did not answer in 10 s');
}

/**
 * Starts one local chain for a sample network: anvil, the stand-ins, the front. `viem` is viem's module (from the
 * samples' packages); `celo` is `viem/celo`.
 */
export async function startChain({network, networkData, tokens, contracts, samplesDir, viem, celo}) {
  const anvilPort = await freePort();
  const bin = anvilBinary(samplesDir);
  const child = spawn(
    bin,
    [
      '--host',
      '127.0.0.1',
      '--port',
      String(anvilPort),
      '--chain-id',
      String(networkData.chainId),
      '--hardfork',
      'prague',
      '--number',
      '1000000',
    ],
    {stdio: ['ignore', 'ignore', 'pipe']},
  );
  let anvilErr = '';
  child.stderr.on('data', (chunk) => (anvilErr += chunk));
  const node = `http://127.0.0.1:${anvilPort}`;
  try {
    await waitForNode(node, child);
    return await setUpChain({network, networkData, tokens, contracts, samplesDir, viem, celo, node, child});
  } catch (error) {
    child.kill();
    throw new Error(`${network}: ${error.message}\n${anvilErr}`);
  }
}

/** The stand-ins and the front of a started node. */
async function setUpChain({network, networkData, tokens, contracts, samplesDir, viem, celo, node, child}) {
  const artifacts = standInArtifacts(samplesDir);
  const call = async (to, abi, functionName, args) => {
    const data = viem.encodeFunctionData({abi, functionName, args});
    const hash = await rpc(node, 'eth_sendTransaction', [{from: OPERATOR, to, data}]);
    const receipt = await receiptOf(node, hash);
    if (receipt.status !== '0x1') throw new Error(`stand-in setup: ${functionName} on ${to} reverted`);
  };
  const install = (address, name) => rpc(node, 'anvil_setCode', [address, artifacts[name].code]);

  const mine = tokens.filter((t) => t.network === network);
  const feeCurrencies = [];
  for (const token of mine) {
    if (token.id === 'CELO') {
      await install(token.address, 'StandInGoldToken');
      continue;
    }
    await install(token.address, 'StandInToken');
    const abi = artifacts.StandInToken.abi;
    await call(token.address, abi, 'init', [token.name, token.symbol, token.decimals]);
    for (const {address} of DEV_ACCOUNTS) {
      await call(token.address, abi, 'mint', [address, TOKEN_BALANCE * 10n ** BigInt(token.decimals)]);
    }
    if (token.feeCurrency && token.feeCurrency.toLowerCase() !== token.address.toLowerCase()) {
      await install(token.feeCurrency, 'StandInFeeCurrencyAdapter');
      // Celo's own adapter (USDC) answers adaptedToken(); the USDT adapter only getAdaptedToken().
      await call(token.feeCurrency, artifacts.StandInFeeCurrencyAdapter.abi, 'init', [
        token.address,
        token.id !== 'USDT',
      ]);
    }
    if (token.feeCurrency) feeCurrencies.push({token, address: token.feeCurrency});
  }

  await install(MULTICALL3, 'StandInMulticall3');

  const own = contracts.filter((c) => c.network === network);
  const registryAddress = own.find((c) => c.name === 'Registry')?.address;
  const directoryAddress = own.find((c) => c.name === 'FeeCurrencyDirectory')?.address;
  if (directoryAddress) {
    await install(directoryAddress, 'StandInFeeCurrencyDirectory');
    for (const {token, address} of feeCurrencies) {
      // The oracle is a placeholder address (no sample reads it); the rate is 1:1 with CELO.
      await call(directoryAddress, artifacts.StandInFeeCurrencyDirectory.abi, 'setCurrencyConfig', [
        address,
        '0x00000000000000000000000000000000000000fe',
        BigInt(INTRINSIC_GAS[token.decimals] ?? 50_000),
        10n ** 18n,
        10n ** 18n,
      ]);
    }
  }
  for (const {name, address} of own) if (CORE_STAND_INS[name]) await install(address, CORE_STAND_INS[name]);
  if (registryAddress) {
    await install(registryAddress, 'StandInRegistry');
    const names = new Map(own.filter((c) => c.name !== 'Registry').map((c) => [c.name, c.address]));
    for (const [name, id] of Object.entries(TOKEN_REGISTRY_NAMES[network] ?? {})) {
      const token = mine.find((t) => t.id === id);
      if (token) names.set(name, token.address);
    }
    for (const [name, address] of names) {
      await call(registryAddress, artifacts.StandInRegistry.abi, 'setAddressFor', [name, address]);
    }
  }
  // A history to read: the chain starts at block 1,000,000 (so `latest - 5000` is a block number) and has 300 blocks,
  // one a second as on Celo, so `latest - 100` and block times make sense.
  await rpc(node, 'anvil_mine', ['0x12c', '0x1']);

  const front = createFront({node, chainId: networkData.chainId, feeCurrencies, artifacts, viem, celo});
  const frontPort = await freePort();
  await new Promise((resolve) => front.server.listen(frontPort, '127.0.0.1', resolve));
  let snapshot = await rpc(node, 'evm_snapshot');
  return {
    network,
    chainId: networkData.chainId,
    url: `http://127.0.0.1:${frontPort}`,
    /** Back to the state right after setup, before each sample runs. */
    async reset() {
      await rpc(node, 'evm_revert', [snapshot]);
      snapshot = await rpc(node, 'evm_snapshot');
      front.forget();
    },
    async stop() {
      await new Promise((resolve) => front.server.close(resolve));
      child.kill();
    },
  };
}

/**
 * A CIP-64 transaction (0x7b…) parsed with viem's Celo parser, its signature (which that parser leaves out) read from
 * the RLP list, and its sender recovered. Throws unless viem's Celo serializer gives back the same bytes.
 */
export async function parseCip64(raw, viem, celo) {
  const tx = celo.parseTransaction(raw);
  if (tx.type !== 'cip64') throw new Error(`a 0x7b transaction parsed as ${tx.type}`);
  const fields = viem.fromRlp(`0x${raw.slice(4)}`, 'hex');
  let signature = null;
  let from = null;
  if (fields.length === 13) {
    const [v, r, s] = fields.slice(10);
    signature = {
      r: viem.padHex(r, {size: 32}),
      s: viem.padHex(s, {size: 32}),
      yParity: v === '0x' ? 0 : viem.hexToNumber(v),
    };
    from = await viem.recoverAddress({hash: viem.keccak256(celo.serializeTransaction(tx)), signature});
  }
  if (celo.serializeTransaction(tx, signature ?? undefined).toLowerCase() !== raw.toLowerCase()) {
    throw new Error('viem/celo does not serialize the parsed transaction back to the same bytes');
  }
  return {tx, signature, from};
}

const rpcError = (id, message, code = -32000) => ({jsonrpc: '2.0', id, error: {code, message}});

/** The JSON-RPC front of one node: Celo's fee-currency methods and CIP-64 transactions, the rest passed through. */
function createFront({node, chainId, feeCurrencies, artifacts, viem, celo}) {
  const allowed = new Map(feeCurrencies.map((f) => [f.address.toLowerCase(), f]));
  /** CIP-64 hash → {hash on the node, the parsed transaction, its sender}. */
  let cip64 = new Map();

  const feeCurrencyProblem = (method, feeCurrency) =>
    feeCurrency && !allowed.has(String(feeCurrency).toLowerCase())
      ? `${method === 'eth_estimateGas' ? 'fee currency not registered' : 'unsupported fee currency'}: ${feeCurrency}`
      : null;

  async function sendCip64(raw) {
    const {tx, signature, from} = await parseCip64(raw, viem, celo);
    if (tx.chainId !== chainId) throw new Error(`invalid chain id ${tx.chainId}: this network is ${chainId}`);
    const currency = allowed.get(String(tx.feeCurrency).toLowerCase());
    if (!currency) throw new Error(`unsupported fee currency: ${tx.feeCurrency}`);
    if (!tx.gas || tx.gas < 21000n) throw new Error(`intrinsic gas too low: gas ${tx.gas ?? 0n}`);
    if (!tx.maxFeePerGas) throw new Error('max fee per gas is 0');
    if ((tx.maxPriorityFeePerGas ?? 0n) > tx.maxFeePerGas) {
      throw new Error('max priority fee per gas higher than max fee per gas');
    }
    if (!signature) throw new Error('the transaction is not signed');
    const block = await rpc(node, 'eth_getBlockByNumber', ['latest', false]);
    if (tx.maxFeePerGas < BigInt(block.baseFeePerGas)) {
      throw new Error(
        `max fee per gas less than block base fee: maxFeePerGas ${tx.maxFeePerGas}, baseFee ${BigInt(block.baseFeePerGas)}`,
      );
    }
    const nonce = Number(await rpc(node, 'eth_getTransactionCount', [from, 'pending']));
    if ((tx.nonce ?? 0) !== nonce) throw new Error(`nonce ${tx.nonce ?? 0} is not the sender's next nonce ${nonce}`);
    // The fee is due in the fee currency: the sender must hold gas × maxFeePerGas of it (in 18-decimal units).
    const decimals = currency.token.decimals;
    const scale = 10n ** BigInt(18 - decimals);
    const worstCase = tx.gas * tx.maxFeePerGas;
    const balance = viem.hexToBigInt(
      await rpc(node, 'eth_call', [
        {
          to: currency.token.address,
          data: viem.encodeFunctionData({abi: viem.erc20Abi, functionName: 'balanceOf', args: [from]}),
        },
        'latest',
      ]),
    );
    if (balance * scale < worstCase) {
      throw new Error(
        `insufficient ${currency.token.symbol} for the fee: balance ${balance * scale}, gas × maxFeePerGas ${worstCase}`,
      );
    }
    // Run the call the transaction carries from its sender, the gas paid from CELO that is handed back after.
    const before = BigInt(await rpc(node, 'eth_getBalance', [from, 'latest']));
    await rpc(node, 'anvil_setBalance', [from, viem.toHex(before + tx.gas * tx.maxFeePerGas)]);
    await rpc(node, 'anvil_impersonateAccount', [from]);
    const nodeHash = await rpc(node, 'eth_sendTransaction', [
      {
        from,
        to: tx.to,
        data: tx.data ?? '0x',
        value: viem.toHex(tx.value ?? 0n),
        gas: viem.toHex(tx.gas),
        nonce: viem.toHex(nonce),
        maxFeePerGas: viem.toHex(tx.maxFeePerGas),
        maxPriorityFeePerGas: viem.toHex(tx.maxPriorityFeePerGas ?? 0n),
      },
    ]);
    await rpc(node, 'anvil_stopImpersonatingAccount', [from]);
    const receipt = await receiptOf(node, nodeHash);
    const after = BigInt(await rpc(node, 'eth_getBalance', [from, 'latest']));
    const gasCost = BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
    await rpc(node, 'anvil_setBalance', [from, viem.toHex(after + gasCost - tx.gas * tx.maxFeePerGas)]);
    // The fee in the fee currency's own decimals (an adapter's 18-decimal units scaled down, rounded up).
    const fee = (gasCost + scale - 1n) / scale;
    await rpc(node, 'eth_sendTransaction', [
      {
        from: OPERATOR,
        to: currency.token.address,
        data: viem.encodeFunctionData({
          abi: artifacts.StandInToken.abi,
          functionName: 'debitGasFees',
          args: [from, fee],
        }),
      },
    ]);
    const hash = viem.keccak256(raw);
    cip64.set(hash, {nodeHash, tx, signature, from, raw});
    return hash;
  }

  /** The node's transaction or receipt for a CIP-64 hash, dressed as the CIP-64 transaction it stands for. */
  function asCip64(method, result, entry, hash) {
    if (!result) return result;
    const type = '0x7b';
    if (method === 'eth_getTransactionReceipt')
      return {...result, transactionHash: hash, type, logs: result.logs.map((l) => ({...l, transactionHash: hash}))};
    const {tx, signature} = entry;
    return {
      ...result,
      hash,
      type,
      feeCurrency: tx.feeCurrency,
      r: signature.r,
      s: signature.s,
      v: viem.toHex(signature.yParity),
      yParity: viem.toHex(signature.yParity),
    };
  }

  async function handle(request) {
    const {id, method, params = []} = request;
    try {
      if (method === 'eth_sendRawTransaction' && String(params[0]).startsWith('0x7b')) {
        return {jsonrpc: '2.0', id, result: await sendCip64(params[0])};
      }
      if ((method === 'eth_getTransactionReceipt' || method === 'eth_getTransactionByHash') && cip64.has(params[0])) {
        const entry = cip64.get(params[0]);
        return {
          jsonrpc: '2.0',
          id,
          result: asCip64(method, await rpc(node, method, [entry.nodeHash]), entry, params[0]),
        };
      }
      let forward = params;
      // Celo's fee-currency arguments: prices are asked in a currency (1:1 with CELO here), estimates include it.
      if (method === 'eth_gasPrice' || method === 'eth_maxPriorityFeePerGas') {
        const problem = feeCurrencyProblem(method, params[0]);
        if (problem) return rpcError(id, problem);
        forward = [];
      }
      let extraGas = 0n;
      if ((method === 'eth_estimateGas' || method === 'eth_call') && params[0]?.feeCurrency) {
        const problem = feeCurrencyProblem(method, params[0].feeCurrency);
        if (problem) return rpcError(id, problem);
        if (method === 'eth_estimateGas')
          extraGas = BigInt(INTRINSIC_GAS[allowed.get(params[0].feeCurrency.toLowerCase()).token.decimals] ?? 50_000);
        const {feeCurrency: _dropped, ...rest} = params[0];
        forward = [rest, ...params.slice(1)];
      }
      const response = await fetch(node, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({...request, params: forward}),
      });
      const body = await response.json();
      if (extraGas && body.result) body.result = viem.toHex(BigInt(body.result) + extraGas);
      return body;
    } catch (error) {
      if (process.env.SAMPLES_VERBOSE)
        console.error(`front: ${method} failed: ${error.message} ${JSON.stringify(params)}`);
      return rpcError(id, error.message.split('\n')[0]);
    }
  }

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', async () => {
      let answer;
      try {
        const body = JSON.parse(text);
        answer = Array.isArray(body) ? await Promise.all(body.map(handle)) : await handle(body);
      } catch (error) {
        answer = rpcError(null, `bad JSON-RPC request: ${error.message}`, -32700);
      }
      res.writeHead(200, {'content-type': 'application/json'});
      res.end(JSON.stringify(answer));
    });
  });
  return {server, forget: () => (cip64 = new Map())};
}
