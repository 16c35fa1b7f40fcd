/**
 * Lookups used by the MDX components. An unknown id throws with the component, the id and the valid ids,
 * so that `npm run build` fails on the page that uses it.
 */
import {networkIds, networks, isNetworkId, type Network} from './networks';
import {findToken, tokens, type Token} from './tokens';

export function requireNetwork(id: string, component: string): Network {
  if (!isNetworkId(id)) {
    throw new Error(`<${component} network="${id}">: unknown network "${id}". Use one of: ${networkIds.join(', ')}.`);
  }
  return networks[id];
}

export function requireToken(id: string, network: string, component: string): Token {
  requireNetwork(network, component);
  const token = findToken(id, network);
  if (!token) {
    const known = tokens.filter((t) => t.network === network).map((t) => t.id);
    throw new Error(`<${component} token="${id}" network="${network}">: unknown token "${id}" on ${network}. Use one of: ${known.join(', ')}.`);
  }
  return token;
}
