/** Every celocli topic documented under /cli, keyed by the topic id in the route. */
import type {CliTopic} from './types';
import {account} from './topics/account';
import {autocomplete} from './topics/autocomplete';
import {commands} from './topics/commands';
import {config} from './topics/config';
import {dkg} from './topics/dkg';
import {election} from './topics/election';
import {epochs} from './topics/epochs';
import {exchange} from './topics/exchange';
import {governance} from './topics/governance';
import {grandamento} from './topics/grandamento';
import {help} from './topics/help';
import {identity} from './topics/identity';
import {lockedgold} from './topics/lockedgold';
import {multisig} from './topics/multisig';
import {network} from './topics/network';
import {node} from './topics/node';
import {oracle} from './topics/oracle';
import {plugins} from './topics/plugins';
import {releasecelo} from './topics/releasecelo';
import {reserve} from './topics/reserve';
import {rewards} from './topics/rewards';
import {transfer} from './topics/transfer';
import {utils} from './topics/utils';
import {validator} from './topics/validator';
import {validatorgroup} from './topics/validatorgroup';

export const cliTopics: Record<string, CliTopic> = {
  account,
  autocomplete,
  commands,
  config,
  dkg,
  election,
  epochs,
  exchange,
  governance,
  grandamento,
  help,
  identity,
  lockedgold,
  multisig,
  network,
  node,
  oracle,
  plugins,
  releasecelo,
  reserve,
  rewards,
  transfer,
  utils,
  validator,
  validatorgroup,
};
