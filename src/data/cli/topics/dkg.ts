import type {CliTopic} from '../types';

const dkgNote =
  'The DKG ceremony produced threshold BLS key shares for L1 validators. The L2 has no validator BLS keys or validator consensus, so there is nothing for the ceremony to produce; these commands are kept as a historical record.';

const contractAddress = {name: 'address', type: 'address', required: true, description: 'The address of the DKG contract.'} as const;
const sender = {name: 'from', type: 'address', required: true, description: 'The account that sends the transaction.'} as const;

/** `celocli dkg:*`: the distributed key generation ceremony of the L1 validator era. */
export const dkg: CliTopic = {
  id: 'dkg',
  summary:
    'Deploy and run a distributed key generation (DKG) contract, the ceremony L1 validators used to create shared BLS keys; none of it applies on the L2.',
  commands: [
    {
      id: 'dkg:deploy',
      purpose: 'Deployed a new DKG contract with a phase length in blocks and a signing threshold.',
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
      l2Status: 'l1-only',
      l2Note: dkgNote,
    },
    {
      id: 'dkg:allowlist',
      purpose: 'Added a participant address to the allowlist of a DKG contract.',
      usage: 'celocli dkg:allowlist --participantAddress <PARTICIPANT> --address <DKG_CONTRACT> --from <OWNER>',
      args: [],
      flags: [{name: 'participantAddress', type: 'address', required: true, description: 'The participant to allow.'}, contractAddress, sender],
      examples: [
        {description: 'Allow a participant.', command: 'celocli dkg:allowlist --participantAddress <PARTICIPANT> --address <DKG_CONTRACT> --from <OWNER>'},
      ],
      l2Status: 'l1-only',
      l2Note: dkgNote,
    },
    {
      id: 'dkg:register',
      purpose: 'Registered a participant’s BLS public key with the DKG contract.',
      usage: 'celocli dkg:register --blsKey <BLS_PUBLIC_KEY> --address <DKG_CONTRACT> --from <PARTICIPANT>',
      args: [],
      flags: [{name: 'blsKey', type: 'string', required: true, description: 'The participant’s BLS public key.'}, contractAddress, sender],
      examples: [
        {description: 'Register as a participant.', command: 'celocli dkg:register --blsKey <BLS_PUBLIC_KEY> --address <DKG_CONTRACT> --from <PARTICIPANT>'},
      ],
      l2Status: 'l1-only',
      l2Note: dkgNote,
    },
    {
      id: 'dkg:start',
      purpose: 'Started the ceremony on a deployed DKG contract.',
      usage: 'celocli dkg:start --address <DKG_CONTRACT> --from <OWNER>',
      args: [],
      flags: [contractAddress, sender],
      examples: [{description: 'Start the ceremony.', command: 'celocli dkg:start --address <DKG_CONTRACT> --from <OWNER>'}],
      l2Status: 'l1-only',
      l2Note: dkgNote,
    },
    {
      id: 'dkg:get',
      purpose: 'Read ceremony data from the contract, such as the shares, responses, justifications, participants, current phase or resulting group key.',
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
      l2Status: 'l1-only',
      l2Note: dkgNote,
    },
    {
      id: 'dkg:publish',
      purpose: 'Published the data a participant computed locally for the current phase, read from a file.',
      usage: 'celocli dkg:publish --data <FILE> --address <DKG_CONTRACT> --from <PARTICIPANT>',
      args: [],
      flags: [{name: 'data', type: 'path', required: true, description: 'Path to the file with the phase data.'}, contractAddress, sender],
      examples: [
        {
          description: 'Publish shares for the current phase.',
          command: 'celocli dkg:publish --data ./shares.bin --address <DKG_CONTRACT> --from <PARTICIPANT>',
        },
      ],
      l2Status: 'l1-only',
      l2Note: dkgNote,
    },
  ],
};
