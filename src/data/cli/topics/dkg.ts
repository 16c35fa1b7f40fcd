import type {CliTopic} from '../types';

const dkgNote =
  'celocli 7.0.0 and later still ship this command, but hidden and deprecated: it is left out of `celocli commands` and help lists and prints the warning “DKG is Deprecated”. Nothing in the Celo L2 protocol uses a DKG ceremony; the command is documented for readers of old ceremonies and scripts.';

const contractAddress = {name: 'address', type: 'address', required: true, description: 'The address of the DKG contract.'} as const;
const sender = {name: 'from', type: 'address', required: true, description: 'The account that sends the transaction.'} as const;

/** `celocli dkg:*`: a DKG coordination contract; hidden and deprecated since celocli 7.0.0. */
export const dkg: CliTopic = {
  id: 'dkg',
  summary:
    'Deploy a distributed key generation (DKG) contract and use it to exchange the data of a threshold BLS key ceremony; hidden and deprecated in current releases.',
  commands: [
    {
      id: 'dkg:deploy',
      purpose: 'Deploys a new DKG contract with a phase length in blocks and a threshold, and prints its address.',
      usage: 'celocli dkg:deploy --phaseDuration <BLOCKS> --threshold <N> --from <DEPLOYER>',
      args: [],
      flags: [
        {name: 'phaseDuration', type: 'integer', required: true, description: 'How many blocks each phase of the ceremony lasts.'},
        {name: 'threshold', type: 'integer', required: true, description: 'The threshold of the generated key.'},
        sender,
      ],
      examples: [
        {
          description: 'Deploy a ceremony contract on a development chain.',
          command: 'celocli dkg:deploy --phaseDuration 100 --threshold 3 --from <DEPLOYER> --node http://localhost:8545',
        },
      ],
      l2Status: 'changed',
      l2Note: dkgNote,
    },
    {
      id: 'dkg:allowlist',
      purpose: 'Adds a participant address to the allowlist of a DKG contract.',
      usage: 'celocli dkg:allowlist --participantAddress <PARTICIPANT> --address <DKG_CONTRACT> --from <OWNER>',
      args: [],
      flags: [{name: 'participantAddress', type: 'address', required: true, description: 'The participant to allow.'}, contractAddress, sender],
      examples: [
        {description: 'Allow a participant.', command: 'celocli dkg:allowlist --participantAddress <PARTICIPANT> --address <DKG_CONTRACT> --from <OWNER>'},
      ],
      l2Status: 'changed',
      l2Note: dkgNote,
    },
    {
      id: 'dkg:register',
      purpose: 'Registers a participant’s DKG public key, generated off chain by the DKG tool, with the contract.',
      usage: 'celocli dkg:register --blsKey <BLS_PUBLIC_KEY> --address <DKG_CONTRACT> --from <PARTICIPANT>',
      args: [],
      flags: [
        {name: 'blsKey', type: 'string', required: true, description: 'The participant’s DKG public key; the flag itself is marked deprecated.'},
        contractAddress,
        sender,
      ],
      examples: [
        {description: 'Register as a participant.', command: 'celocli dkg:register --blsKey <BLS_PUBLIC_KEY> --address <DKG_CONTRACT> --from <PARTICIPANT>'},
      ],
      l2Status: 'changed',
      l2Note: dkgNote,
    },
    {
      id: 'dkg:start',
      purpose: 'Starts the ceremony on a deployed DKG contract; the phases then run for the configured number of blocks each.',
      usage: 'celocli dkg:start --address <DKG_CONTRACT> --from <OWNER>',
      args: [],
      flags: [contractAddress, sender],
      examples: [{description: 'Start the ceremony.', command: 'celocli dkg:start --address <DKG_CONTRACT> --from <OWNER>'}],
      l2Status: 'changed',
      l2Note: dkgNote,
    },
    {
      id: 'dkg:get',
      purpose:
        'Reads ceremony data from the contract: the shares, responses or justifications published so far, the participants, the current phase, or the group (the threshold and the registered keys).',
      usage: 'celocli dkg:get --method shares|responses|justifications|participants|phase|group --address <DKG_CONTRACT>',
      args: [],
      flags: [
        {
          name: 'method',
          type: 'enum',
          options: ['shares', 'responses', 'justifications', 'participants', 'phase', 'group'],
          required: true,
          description: 'Which data to read.',
        },
        contractAddress,
      ],
      examples: [{description: 'Check which phase a ceremony is in.', command: 'celocli dkg:get --method phase --address <DKG_CONTRACT>'}],
      l2Status: 'changed',
      l2Note: dkgNote,
    },
    {
      id: 'dkg:publish',
      purpose: 'Publishes the data a participant computed off chain for the current phase, read from a file.',
      usage: 'celocli dkg:publish --data <FILE> --address <DKG_CONTRACT> --from <PARTICIPANT>',
      args: [],
      flags: [{name: 'data', type: 'path', required: true, description: 'Path to the file with the phase data.'}, contractAddress, sender],
      examples: [
        {
          description: 'Publish shares for the current phase.',
          command: 'celocli dkg:publish --data ./shares.bin --address <DKG_CONTRACT> --from <PARTICIPANT>',
        },
      ],
      l2Status: 'changed',
      l2Note: dkgNote,
    },
  ],
};
