import type {CliTopic} from '../types';
import {tableFlags} from '../tableFlags';
import {MAINNET_RPC, SEPOLIA_RPC, mainnetToken} from '../samples';

/** `celocli account:*`: keys, on-chain account registration, signers and identity metadata. */
export const account: CliTopic = {
  id: 'account',
  summary: 'Create keys, register an address with the Accounts contract, authorize signers, and publish or inspect identity metadata and claims.',
  commands: [
    {
      id: 'account:authorize',
      purpose:
        'Authorizes a separate key to act for your account in one role (voting, validating or attestations), so the key that controls your locked CELO can stay in cold storage. The signer must first produce a proof of possession with `account:proof-of-possession`.',
      usage: 'celocli account:authorize --from <ACCOUNT> --role vote|validator|attestation --signer <SIGNER> --signature <POP_SIGNATURE>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that grants the authorization.'},
        {
          name: 'role',
          char: 'r',
          type: 'enum',
          options: ['vote', 'validator', 'attestation'],
          required: true,
          description: 'The role the signer receives.',
        },
        {name: 'signer', type: 'address', required: true, description: 'The address of the key being authorized.'},
        {
          name: 'signature',
          type: 'string',
          required: true,
          description: 'The proof-of-possession signature made by the signer key, as a 0x-prefixed hex string.',
        },
      ],
      examples: [
        {
          description: 'Authorize a hot key to vote on behalf of an account whose key stays offline.',
          command: 'celocli account:authorize --from <ACCOUNT> --role vote --signer <VOTE_SIGNER> --signature <POP_SIGNATURE> --useLedger',
        },
      ],
      l2Status: 'changed',
      l2Note:
        'The vote role works as before. Validator signers no longer take part in consensus on the L2, so older versions that asked for `--blsKey` and `--blsPop` with the validator role no longer need them; current releases have dropped both flags.',
    },
    {
      id: 'account:balance',
      purpose: 'Prints the CELO balance and the balances of the Mento stablecoins held by an address, optionally with the balance of any other ERC-20 token.',
      usage: 'celocli account:balance <ADDRESS> [--erc20Address <TOKEN>]',
      args: [{name: 'ADDRESS', required: true, description: 'The address whose balances you want to see.'}],
      flags: [
        {
          name: 'erc20Address',
          type: 'address',
          description: 'The address of an extra ERC-20 token whose balance is printed as well.',
        },
      ],
      examples: [
        {description: 'Show the CELO and stablecoin balances of an address.', command: 'celocli account:balance <ADDRESS>'},
        {
          description: 'Also show the USDC balance of the same address on Celo Mainnet.',
          command: `celocli account:balance <ADDRESS> --erc20Address ${mainnetToken('USDC')} --node ${MAINNET_RPC}`,
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:claim-account',
      purpose: 'Adds a claim that you also control another address to a local metadata file, optionally with that address’s public key for encrypted messages.',
      usage: 'celocli account:claim-account <METADATA_FILE> --from <ACCOUNT> --address <OTHER_ADDRESS> [--publicKey <KEY>]',
      args: [{name: 'METADATA_FILE', required: true, description: 'Path of the metadata file to add the claim to.'}],
      flags: [
        {
          name: 'from',
          type: 'address',
          required: true,
          description: 'The account the metadata belongs to, or a signer authorized for it; it signs the claim.',
        },
        {name: 'address', type: 'address', required: true, description: 'The other address you claim to own.'},
        {name: 'publicKey', type: 'string', description: 'A public key of the claimed address that others can encrypt to.'},
      ],
      examples: [
        {
          description: 'Claim a second address in the metadata file in your home folder.',
          command: 'celocli account:claim-account ~/metadata.json --from <ACCOUNT> --address <OTHER_ADDRESS>',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:claim-domain',
      purpose: 'Adds a claim that you own a DNS domain to a local metadata file.',
      usage: 'celocli account:claim-domain <METADATA_FILE> --from <ACCOUNT> --domain <DOMAIN>',
      args: [{name: 'METADATA_FILE', required: true, description: 'Path of the metadata file to add the claim to.'}],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account, or its authorized signer, that signs the claim.'},
        {name: 'domain', type: 'string', required: true, description: 'The domain name you claim, for example `example.org`.'},
      ],
      examples: [
        {
          description: 'Claim a domain for the account that owns the metadata file.',
          command: 'celocli account:claim-domain ~/metadata.json --from <ACCOUNT> --domain <DOMAIN>',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:claim-keybase',
      purpose: 'Adds a claim that you own a Keybase username to a local metadata file.',
      usage: 'celocli account:claim-keybase <METADATA_FILE> --from <ACCOUNT> --username <KEYBASE_USER>',
      args: [{name: 'METADATA_FILE', required: true, description: 'Path of the metadata file to add the claim to.'}],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account, or its authorized signer, that signs the claim.'},
        {name: 'username', type: 'string', required: true, description: 'The Keybase username you claim.'},
      ],
      examples: [
        {
          description: 'Claim a Keybase identity.',
          command: 'celocli account:claim-keybase ~/metadata.json --from <ACCOUNT> --username <KEYBASE_USER>',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:claim-name',
      purpose: 'Adds a human-readable name claim to a local metadata file.',
      usage: 'celocli account:claim-name <METADATA_FILE> --from <ACCOUNT> --name <NAME>',
      args: [{name: 'METADATA_FILE', required: true, description: 'Path of the metadata file to add the claim to.'}],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account, or its authorized signer, that signs the claim.'},
        {name: 'name', type: 'string', required: true, description: 'The name you claim.'},
      ],
      examples: [
        {
          description: 'Give the account a display name in its metadata.',
          command: 'celocli account:claim-name ~/metadata.json --from <ACCOUNT> --name "<NAME>"',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:claim-rpc-url',
      purpose:
        'Adds the URL of the public RPC endpoint you operate to a local metadata file. The claiming account must be registered as a validator; this is how community RPC providers on the L2 advertise their endpoint.',
      usage: 'celocli account:claim-rpc-url <METADATA_FILE> --from <VALIDATOR> --rpcUrl <URL>',
      args: [{name: 'METADATA_FILE', required: true, description: 'Path of the metadata file to add the claim to.'}],
      flags: [
        {
          name: 'from',
          type: 'address',
          required: true,
          description: 'The account the metadata belongs to; it must be registered as a validator.',
        },
        {name: 'rpcUrl', type: 'url', required: true, description: 'The public RPC URL you serve.'},
      ],
      examples: [
        {
          description: 'Record the RPC endpoint you run as a community RPC provider.',
          command: 'celocli account:claim-rpc-url ~/metadata.json --from <VALIDATOR> --rpcUrl <RPC_URL>',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:claim-storage',
      purpose: 'Adds a claim naming a storage root, a URL where you publish off-chain data, to a local metadata file.',
      usage: 'celocli account:claim-storage <METADATA_FILE> --from <ACCOUNT> --url <URL>',
      args: [{name: 'METADATA_FILE', required: true, description: 'Path of the metadata file to add the claim to.'}],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account, or its authorized signer, that signs the claim.'},
        {name: 'url', type: 'url', required: true, description: 'The URL of the storage root.'},
      ],
      examples: [
        {
          description: 'Claim a storage root.',
          command: 'celocli account:claim-storage ~/metadata.json --from <ACCOUNT> --url <STORAGE_URL>',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:create-metadata',
      purpose: 'Creates an empty identity metadata file for an account. You then add claims to it with the `account:claim-*` commands and publish it.',
      usage: 'celocli account:create-metadata <METADATA_FILE> --from <ACCOUNT>',
      args: [{name: 'METADATA_FILE', required: true, description: 'Path where the new metadata file is written.'}],
      flags: [{name: 'from', type: 'address', required: true, description: 'The account the metadata describes.'}],
      examples: [
        {
          description: 'Start a metadata file for an account.',
          command: 'celocli account:create-metadata ~/metadata.json --from <ACCOUNT>',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:deauthorize',
      purpose: 'Removes a previously authorized attestation signer from an account.',
      usage: 'celocli account:deauthorize --from <ACCOUNT> --role attestation --signer <SIGNER>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that removes the signer.'},
        {
          name: 'role',
          char: 'r',
          type: 'enum',
          options: ['attestation'],
          required: true,
          description: 'The role to remove; only the attestation role can be removed this way.',
        },
        {name: 'signer', type: 'address', required: true, description: 'The signer address to remove.'},
      ],
      examples: [
        {
          description: 'Remove an attestation signer.',
          command: 'celocli account:deauthorize --from <ACCOUNT> --role attestation --signer <SIGNER>',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:delete-payment-delegation',
      purpose: 'Clears a validator’s payment delegation by setting the beneficiary and the fraction back to zero.',
      usage: 'celocli account:delete-payment-delegation --account <VALIDATOR>',
      args: [],
      flags: [{name: 'account', type: 'address', required: true, description: 'The validator account whose delegation is removed.'}],
      examples: [
        {
          description: 'Stop sending part of your validator payment to a beneficiary.',
          command: 'celocli account:delete-payment-delegation --account <VALIDATOR> --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:get-metadata',
      purpose: 'Reads the metadata URL an account registered on chain, downloads the file and verifies the claims it can check.',
      usage: 'celocli account:get-metadata <ADDRESS>',
      args: [{name: 'ADDRESS', required: true, description: 'The account whose metadata you want to read.'}],
      flags: [...tableFlags],
      examples: [
        {
          description: 'Inspect the published metadata of an account on Celo Mainnet.',
          command: `celocli account:get-metadata <ADDRESS> --node ${MAINNET_RPC}`,
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:get-payment-delegation',
      purpose: 'Shows the beneficiary and the fraction of a validator’s payment that is delegated to it. The fraction is at most 1.',
      usage: 'celocli account:get-payment-delegation --account <VALIDATOR>',
      args: [],
      flags: [{name: 'account', type: 'address', required: true, description: 'The validator account to inspect.'}, ...tableFlags],
      examples: [{description: 'Check a validator’s payment delegation.', command: 'celocli account:get-payment-delegation --account <VALIDATOR>'}],
      l2Status: 'supported',
    },
    {
      id: 'account:list',
      purpose:
        'Lists addresses celocli can sign for. With `--useLedger` it prints the addresses derived from the device (no node needed); with `--privateKey`, the key’s address. Without either it asks the node for the accounts it manages (`eth_requestAccounts`), which current Celo nodes do not provide, so it stops with an error.',
      usage: 'celocli account:list [--useLedger [--ledgerAddresses <N>]]',
      args: [],
      flags: [
        {
          name: 'local',
          type: 'boolean',
          description:
            'Declared as a filter between local and node-held addresses (`--no-local`), but the current release does not read it; the output is the same with or without it.',
        },
      ],
      examples: [{description: 'List the first three addresses of a connected Ledger.', command: 'celocli account:list --useLedger --ledgerAddresses 3'}],
      l2Status: 'supported',
    },
    {
      id: 'account:lock',
      purpose: 'Asked the connected node to lock a keystore account again after `account:unlock`, by calling `personal_lockAccount`.',
      usage: 'celocli account:lock <ADDRESS>',
      args: [{name: 'ADDRESS', required: true, description: 'The keystore address to lock.'}],
      flags: [],
      examples: [
        {
          description: 'Lock a keystore account on a node that still has the `personal` API.',
          command: 'celocli account:lock <ADDRESS> --node http://localhost:8545',
        },
      ],
      l2Status: 'l1-only',
      l2Note:
        'The command is still in celocli, but it needs the `personal` JSON-RPC namespace. op-reth, Celo’s execution client, has no `personal` namespace and holds no keystore, and public endpoints such as Forno never did, so no current Celo node can run it. Sign locally with `--privateKey` or `--useLedger` instead.',
    },
    {
      id: 'account:new',
      purpose:
        'Generates a new mnemonic, or derives from one you supply, and prints the mnemonic, private key, public key and address. Nothing is sent to the chain.',
      usage:
        'celocli account:new [--derivationPath <PATH>] [--language <LANGUAGE>] [--mnemonicPath <FILE>] [--passphrasePath <FILE>] [--changeIndex <N>] [--addressIndex <N>]',
      args: [],
      flags: [
        {
          name: 'derivationPath',
          type: 'string',
          description:
            "The BIP44 path prefix, or an alias: `eth` for m/44'/60'/0' and `celoLegacy` for the old Celo path m/44'/52752'/0'. Without it, the path saved with `config:set --derivationPath` is used, and without a saved path the Ethereum one (the default since celocli 7.0.0).",
        },
        {
          name: 'language',
          type: 'enum',
          options: ['chinese_simplified', 'chinese_traditional', 'english', 'french', 'italian', 'japanese', 'korean', 'spanish'],
          default: 'english',
          description: 'Language of the mnemonic words. Some hardware wallets only accept English.',
        },
        {
          name: 'mnemonicPath',
          type: 'path',
          description: 'A file holding an existing BIP39 mnemonic to derive from, instead of generating a new one.',
        },
        {
          name: 'passphrasePath',
          type: 'path',
          description: 'A file holding a BIP39 passphrase; every passphrase yields a different key and address.',
        },
        {name: 'changeIndex', type: 'integer', default: '0', description: 'The change index, the fourth position of the derivation path.'},
        {name: 'addressIndex', type: 'integer', default: '0', description: 'The address index, the fifth position of the derivation path.'},
      ],
      examples: [
        {description: 'Create a fresh account with the default Ethereum derivation path.', command: 'celocli account:new'},
        {
          description: 'Recover the key that older Celo wallets derived from an existing mnemonic.',
          command: 'celocli account:new --mnemonicPath ./mnemonic.txt --derivationPath celoLegacy',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:offchain-read',
      removedIn: '8.0.0',
      purpose: 'A developer command that read the name another account published to off-chain storage, decrypting it when you held the right key.',
      usage: 'celocli account:offchain-read <ADDRESS> [--from <ACCOUNT>] [--directory <DIR>] [--provider git|aws|gcp --bucket <BUCKET>]',
      args: [{name: 'ADDRESS', required: true, description: 'The account whose off-chain data you read.'}],
      flags: [
        {name: 'from', type: 'address', description: 'Your account, used to decrypt data encrypted to you.'},
        {name: 'directory', type: 'path', default: '.', description: 'The local folder the data is stored in.'},
        {name: 'provider', type: 'enum', options: ['git', 'aws', 'gcp'], description: 'The storage back end.'},
        {name: 'bucket', type: 'string', description: 'The bucket name; required with the aws and gcp providers.'},
        {name: 'privateDEK', type: 'string', description: 'Your private data encryption key.'},
      ],
      examples: [{description: 'Read an account’s off-chain name with a release older than 8.0.0.', command: 'celocli account:offchain-read <ADDRESS>'}],
      l2Status: 'l1-only',
      l2Note:
        'Removed in celocli 8.0.0 (21 October 2025), together with `account:offchain-write`. Both implemented CIP-8 off-chain storage, which was abandoned; the commands had been deprecated for a year before.',
    },
    {
      id: 'account:offchain-write',
      removedIn: '8.0.0',
      purpose: 'A developer command that wrote a name to off-chain storage, optionally encrypted to another account.',
      usage:
        'celocli account:offchain-write --name <NAME> --privateKey <KEY> [--directory <DIR>] [--provider git|aws|gcp --bucket <BUCKET>] [--privateDEK <KEY> --encryptTo <ADDRESS>]',
      args: [],
      flags: [
        {name: 'name', type: 'string', required: true, description: 'The name to publish.'},
        {name: 'directory', type: 'path', default: '.', description: 'The local folder the data is written to.'},
        {name: 'provider', type: 'enum', options: ['git', 'aws', 'gcp'], description: 'Push the data to this storage back end.'},
        {name: 'bucket', type: 'string', description: 'The bucket name; required with the aws and gcp providers.'},
        {name: 'privateDEK', type: 'string', description: 'Your private data encryption key, used with `--encryptTo`.'},
        {name: 'encryptTo', type: 'address', description: 'Encrypt the data so only this account can read it.'},
      ],
      examples: [
        {
          description: 'Write a name with a release older than 8.0.0, the key read from an environment variable.',
          command: 'celocli account:offchain-write --name <NAME> --privateKey "$CELO_PRIVATE_KEY"',
        },
      ],
      l2Status: 'l1-only',
      l2Note: 'Removed in celocli 8.0.0 (21 October 2025), together with `account:offchain-read`, because CIP-8 off-chain storage was abandoned.',
    },
    {
      id: 'account:proof-of-possession',
      purpose: 'Signs the account address with the signer key to prove you control that key. The output is the signature that `account:authorize` expects.',
      usage: 'celocli account:proof-of-possession --signer <SIGNER> --account <ACCOUNT>',
      args: [],
      flags: [
        {name: 'signer', type: 'address', required: true, description: 'The signer key whose possession you prove; it must be available to celocli.'},
        {name: 'account', type: 'address', required: true, description: 'The account the signer will be authorized for.'},
      ],
      examples: [
        {
          description: 'Produce the proof with the signer key held in an environment variable.',
          command: 'celocli account:proof-of-possession --signer <SIGNER> --account <ACCOUNT> --privateKey "$SIGNER_PRIVATE_KEY"',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:register',
      purpose:
        'Registers an address with the Accounts contract. Registration is required before the address can lock CELO, vote in governance or register a validator or group.',
      usage: 'celocli account:register --from <ADDRESS> [--name <NAME>]',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The address to register.'},
        {name: 'name', type: 'string', description: 'An optional on-chain display name.'},
      ],
      examples: [{description: 'Register a Ledger address with a name.', command: 'celocli account:register --from <ADDRESS> --name "<NAME>" --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'account:register-data-encryption-key',
      purpose: 'Publishes a public data encryption key for an account, so others can encrypt data such as metadata or comments to it.',
      usage: 'celocli account:register-data-encryption-key --from <ACCOUNT> --publicKey <PUBLIC_KEY>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account the key is registered for.'},
        {name: 'publicKey', type: 'string', required: true, description: 'The public key to register, as hex.'},
      ],
      examples: [
        {
          description: 'Register a data encryption key.',
          command: 'celocli account:register-data-encryption-key --from <ACCOUNT> --publicKey <PUBLIC_KEY>',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:register-metadata',
      purpose:
        'Stores on chain the URL where the account’s metadata file is published, so others can find and verify its claims. celocli checks the file first unless you pass `--force`.',
      usage: 'celocli account:register-metadata --from <ACCOUNT> --url <METADATA_URL> [--force]',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account the metadata belongs to.'},
        {name: 'url', type: 'url', required: true, description: 'The public URL of the signed metadata file.'},
        {name: 'force', type: 'boolean', description: 'Skip the validity checks on the metadata file.'},
        ...tableFlags,
      ],
      examples: [
        {
          description: 'Point the account to its hosted metadata file.',
          command: 'celocli account:register-metadata --from <ACCOUNT> --url <METADATA_URL>',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:set-name',
      purpose: 'Sets or changes the optional on-chain display name of a registered account.',
      usage: 'celocli account:set-name --account <ACCOUNT> --name <NAME>',
      args: [],
      flags: [
        {name: 'account', type: 'address', required: true, description: 'The registered account.'},
        {name: 'name', type: 'string', required: true, description: 'The new name.'},
      ],
      examples: [{description: 'Rename an account.', command: 'celocli account:set-name --account <ACCOUNT> --name "<NAME>"'}],
      l2Status: 'supported',
    },
    {
      id: 'account:set-payment-delegation',
      purpose:
        'Makes a validator send a fraction of its payment to a beneficiary address each time payments are made. The fraction is a decimal no greater than 1.',
      usage: 'celocli account:set-payment-delegation --account <VALIDATOR> --beneficiary <ADDRESS> --fraction <FRACTION>',
      args: [],
      flags: [
        {name: 'account', type: 'address', required: true, description: 'The validator account.'},
        {name: 'beneficiary', type: 'address', required: true, description: 'The address that receives the delegated share.'},
        {name: 'fraction', type: 'string', required: true, description: 'The share to delegate, for example `0.1` for 10%.'},
      ],
      examples: [
        {
          description: 'Send 10% of a validator’s payment to a beneficiary.',
          command: 'celocli account:set-payment-delegation --account <VALIDATOR> --beneficiary <BENEFICIARY> --fraction 0.1',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:set-wallet',
      purpose:
        'Records a wallet address associated with a registered account. The account or one of its signers can set it; a signer must include a proof of possession.',
      usage: 'celocli account:set-wallet --account <ACCOUNT> --wallet <WALLET> [--signer <SIGNER> --signature <SIGNATURE>]',
      args: [],
      flags: [
        {name: 'account', type: 'address', required: true, description: 'The registered account.'},
        {name: 'wallet', type: 'address', required: true, description: 'The wallet address to associate.'},
        {name: 'signer', type: 'address', description: 'A signer setting the wallet on the account’s behalf.'},
        {name: 'signature', type: 'string', description: 'The signer’s proof-of-possession signature.'},
      ],
      examples: [{description: 'Associate a wallet with your account.', command: 'celocli account:set-wallet --account <ACCOUNT> --wallet <WALLET>'}],
      l2Status: 'supported',
    },
    {
      id: 'account:show',
      purpose:
        'Shows what the Accounts contract knows about an address: its name, authorized vote, validator and attestation signers, metadata URL, wallet address and data encryption key.',
      usage: 'celocli account:show <ADDRESS>',
      args: [{name: 'ADDRESS', required: true, description: 'The account to inspect.'}],
      flags: [],
      examples: [
        {
          description: 'Inspect a registered account on Celo Sepolia.',
          command: `celocli account:show <ADDRESS> --node ${SEPOLIA_RPC}`,
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'account:show-claimed-accounts',
      purpose: 'Lists the other accounts that an account claims in its published metadata.',
      usage: 'celocli account:show-claimed-accounts <ADDRESS>',
      args: [{name: 'ADDRESS', required: true, description: 'The account whose claimed accounts you want to see.'}],
      flags: [],
      examples: [{description: 'List claimed accounts.', command: 'celocli account:show-claimed-accounts <ADDRESS>'}],
      l2Status: 'supported',
    },
    {
      id: 'account:show-metadata',
      purpose: 'Prints the claims in a local metadata file, which is useful before you publish it.',
      usage: 'celocli account:show-metadata <METADATA_FILE>',
      args: [{name: 'METADATA_FILE', required: true, description: 'Path of the metadata file.'}],
      flags: [...tableFlags],
      examples: [{description: 'Review a metadata file.', command: 'celocli account:show-metadata ~/metadata.json'}],
      l2Status: 'supported',
    },
    {
      id: 'account:unlock',
      purpose:
        'Asked the connected node to unlock an account in its own keystore, by calling `personal_unlockAccount`, so that the node could sign for it. It prompts for the password when `--password` is omitted.',
      usage: 'celocli account:unlock <ADDRESS> [--password <PASSWORD>] [--duration <SECONDS>]',
      args: [{name: 'ADDRESS', required: true, description: 'The keystore address to unlock.'}],
      flags: [
        {name: 'password', type: 'string', description: 'The keystore password; you are prompted for it when omitted.'},
        {name: 'duration', type: 'integer', default: '0', description: 'How many seconds the account stays unlocked; `0` means until the node stops.'},
      ],
      examples: [
        {
          description: 'Unlock a keystore account for ten minutes on a node that still has the `personal` API.',
          command: 'celocli account:unlock <ADDRESS> --duration 600 --node http://localhost:8545',
        },
      ],
      l2Status: 'l1-only',
      l2Note:
        'The command is still in celocli, but it calls `personal_unlockAccount`, and op-reth, Celo’s execution client, has no `personal` namespace and no node-held keystore: against it the call fails with a method-not-found error. Sign locally with `--privateKey` (read from an environment variable) or `--useLedger`. To get the key out of an old geth keystore file, use `cast wallet decrypt-keystore` from Foundry.',
    },
    {
      id: 'account:verify-proof-of-possession',
      purpose: 'Checks that a proof-of-possession signature really was made by the signer key for the given account.',
      usage: 'celocli account:verify-proof-of-possession --signer <SIGNER> --account <ACCOUNT> --signature <SIGNATURE>',
      args: [],
      flags: [
        {name: 'signer', type: 'address', required: true, description: 'The signer address.'},
        {name: 'account', type: 'address', required: true, description: 'The account the proof is for.'},
        {name: 'signature', type: 'string', required: true, description: 'The signature to check.'},
      ],
      examples: [
        {
          description: 'Verify a proof before submitting an authorization.',
          command: 'celocli account:verify-proof-of-possession --signer <SIGNER> --account <ACCOUNT> --signature <POP_SIGNATURE>',
        },
      ],
      l2Status: 'supported',
    },
  ],
};
