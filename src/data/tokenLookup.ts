/**
 * The token lookup used by the MDX components. An unknown id throws with the component, the id and the valid ids, so
 * that `npm run build` fails on the page that uses it. Each record kind has its own lookup module (./networks.ts,
 * ./upgradeLookup.ts), so a component brings only its own records into its page's bundle.
 */
import {requireNetwork} from './networks';
import {findToken, tokens, type Token} from './tokens';

export function requireToken(id: string, network: string, component: string): Token {
  requireNetwork(network, component);
  const token = findToken(id, network);
  const renamed = tokens.find((t) => t.network === network && t.formerly === id);
  if (!token && renamed) {
    throw new Error(`<${component} token="${id}" network="${network}">: "${id}" was renamed; use token="${renamed.id}".`);
  }
  if (!token) {
    const known = tokens.filter((t) => t.network === network).map((t) => t.id);
    throw new Error(`<${component} token="${id}" network="${network}">: unknown token "${id}" on ${network}. Use one of: ${known.join(', ')}.`);
  }
  return token;
}
