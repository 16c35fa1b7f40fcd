/** Schemas several methods share: blocks, transactions, receipts, logs and op-node's block references. */
import type {Field, ValueSchema} from './types';

export const field = (name: string, schema: ValueSchema, description: string, required = true): Field => ({
  name,
  schema,
  required,
  description,
});

export const address: ValueSchema = {type: 'address'};
export const hash: ValueSchema = {type: 'hash'};
export const data: ValueSchema = {type: 'data'};
export const block: ValueSchema = {type: 'block'};
export const wei: ValueSchema = {type: 'quantity', unit: 'wei'};
export const gas: ValueSchema = {type: 'quantity', unit: 'gas'};
export const blockNumber: ValueSchema = {type: 'quantity', unit: 'block'};
export const nullable = (of: ValueSchema): ValueSchema => ({type: 'nullable', of});
export const list = (items: ValueSchema): ValueSchema => ({type: 'array', items});

export const blockParam = field('block', block, 'The block whose state to read: a hex block number, or latest, safe, finalized, earliest or pending.');

export const transaction: ValueSchema = {
  type: 'object',
  open: true,
  fields: [
    field('hash', hash, 'The transaction hash.'),
    field('type', {type: 'quantity', unit: 'txType'}, 'The transaction type: 0x7b for a CIP-64 fee-currency transaction.'),
    field('from', address, 'The sender.'),
    field('to', nullable(address), 'The recipient; null for a contract creation.'),
    field('nonce', {type: 'quantity', unit: 'count'}, 'The sender’s transaction count before this one.'),
    field('value', wei, 'CELO sent, in wei.'),
    field('gas', gas, 'The gas limit the sender set.'),
    field('input', data, 'The call data.'),
    field('maxFeePerGas', wei, 'The fee cap per gas, in the fee currency’s 18-decimal units for CIP-64.', false),
    field('maxPriorityFeePerGas', wei, 'The tip cap per gas.', false),
    field('gasPrice', wei, 'The price per gas the transaction pays.', false),
    field('feeCurrency', nullable(address), 'The fee currency of a CIP-64 transaction; absent when it pays in CELO.', false),
    field('blockNumber', nullable(blockNumber), 'The block that holds it; null while pending.'),
    field('blockHash', nullable(hash), 'The hash of that block; null while pending.'),
    field('transactionIndex', nullable({type: 'quantity', unit: 'count'}), 'Its position in the block.'),
  ],
};

export const log: ValueSchema = {
  type: 'object',
  open: true,
  fields: [
    field('address', address, 'The contract that emitted the event.'),
    field('topics', list(hash), 'The event signature hash, then the indexed arguments.'),
    field('data', data, 'The event’s non-indexed arguments, ABI-encoded.'),
    field('blockNumber', blockNumber, 'The block of the transaction that emitted it.'),
    field('transactionHash', hash, 'That transaction.'),
    field('logIndex', {type: 'quantity', unit: 'count'}, 'Its position among the block’s logs.'),
    field('removed', {type: 'boolean'}, 'True when a reorganization removed the log.'),
  ],
};

export const receipt: ValueSchema = {
  type: 'object',
  open: true,
  fields: [
    field('transactionHash', hash, 'The transaction.'),
    field('type', {type: 'quantity', unit: 'txType'}, 'The transaction type: 0x7b for CIP-64.'),
    field('status', {type: 'quantity', unit: 'status'}, '0x1 when it succeeded, 0x0 when it reverted.'),
    field('from', address, 'The sender.'),
    field('to', nullable(address), 'The recipient; null for a contract creation.'),
    field('blockNumber', blockNumber, 'The block that holds it.'),
    field('blockHash', hash, 'That block’s hash.'),
    field('gasUsed', gas, 'The gas this transaction used.'),
    field('cumulativeGasUsed', gas, 'The gas used in the block up to and including it.'),
    field('effectiveGasPrice', wei, 'The price per gas it paid, in the units of the currency it paid in.'),
    field('contractAddress', nullable(address), 'The new contract’s address for a creation, otherwise null.'),
    field('logs', list(log), 'The events it emitted.'),
  ],
};

export const blockObject: ValueSchema = {
  type: 'object',
  open: true,
  fields: [
    field('number', blockNumber, 'The block number.'),
    field('hash', hash, 'The block hash.'),
    field('parentHash', hash, 'The previous block’s hash.'),
    field('timestamp', {type: 'quantity', unit: 'seconds'}, 'When the sequencer produced it, in Unix seconds.'),
    field('gasLimit', gas, 'The most gas the block may use.'),
    field('gasUsed', gas, 'The gas its transactions used.'),
    field('baseFeePerGas', wei, 'The EIP-1559 base fee, in wei of CELO.'),
    field('miner', address, 'The fee recipient.'),
    field('transactions', list({type: 'either', options: [hash, transaction]}), 'Transaction hashes, or whole transactions when the second parameter is true.'),
  ],
};

const blockRefFields = [
  field('hash', hash, 'The block hash.'),
  field('number', {type: 'number', unit: 'block'}, 'The block number, as a JSON number.'),
  field('parentHash', hash, 'The parent’s hash.'),
  field('timestamp', {type: 'number', unit: 'seconds'}, 'Unix seconds, as a JSON number.'),
];

const l1BlockRef: ValueSchema = {type: 'object', open: true, fields: blockRefFields};

export const l2BlockRef: ValueSchema = {
  type: 'object',
  open: true,
  fields: [
    ...blockRefFields,
    field(
      'l1origin',
      {
        type: 'object',
        open: true,
        fields: [field('hash', hash, 'The L1 block hash.'), field('number', {type: 'number', unit: 'block'}, 'The L1 block number.')],
      },
      'The Ethereum block this L2 block derives from.',
    ),
    field('sequenceNumber', {type: 'number', unit: 'count'}, 'The position of the block within its L1 origin’s epoch.'),
  ],
};

export const syncStatus: ValueSchema = {
  type: 'object',
  open: true,
  fields: [
    field('current_l1', l1BlockRef, 'The Ethereum block op-node is reading.'),
    field('head_l1', l1BlockRef, 'The newest Ethereum block op-node knows.'),
    field('safe_l1', l1BlockRef, 'The newest safe Ethereum block.'),
    field('finalized_l1', l1BlockRef, 'The newest finalized Ethereum block.'),
    field('unsafe_l2', l2BlockRef, 'The newest L2 block, from the sequencer, not yet derived from Ethereum.'),
    field('safe_l2', l2BlockRef, 'The newest L2 block derived from data posted to Ethereum.'),
    field('finalized_l2', l2BlockRef, 'The newest L2 block derived from finalized Ethereum data.'),
  ],
};
