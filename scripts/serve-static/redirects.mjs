// The redirect serve-static answers for a path: the address map's target, as a `Location` that can only name a path
// of this site (percent-encoded, one leading slash), whatever the request held.
import {redirectTarget} from '../../src/plugins/legacy-redirects/addressLookup.mjs';

/**
 * @param {import('../../src/plugins/legacy-redirects/addressLookup.mjs').AddressMap} map
 * @param {string} pathname the decoded path of the request
 * @returns {string | undefined}
 */
export function redirectLocation(map, pathname) {
  const target = redirectTarget(map, pathname);
  if (target === undefined || !/^\/(?![/\\])/.test(target)) return undefined;
  return encodeURI(target);
}
