// Rule: a page that puts a reverse proxy in front of a node makes the node's own ports private. Docker publishes a
// port on every host interface, past host firewalls such as ufw, so a proxy beside a published RPC port adds limits
// that anyone can walk around. Such a page must bind the published ports to loopback (127.0.0.1:HOST:CONTAINER, or
// the Compose variable set to 127.0.0.1:PORT), and no port mapping in its samples may leave the host address out.

const PROXY = /\b(proxy_pass|reverse_proxy|nginx|caddy|traefik|haproxy)\b/i;
const LOOPBACK_BIND = /\b127\.0\.0\.1:\d+(:\d+)?\b|\blocalhost:\d+:\d+\b/;
/** A Compose port mapping that names no host address: `- "8545:8545"`, `- ${PORT__X:-9993}:8545`, `-p 8545:8545`. */
const OPEN_MAPPING =
  /^\s*(-\s+|.*\s-p\s+|.*--publish\s+)["']?(\$\{[A-Z0-9_]+(:-\d+)?\}|\d+):\d+(\/(tcp|udp))?["']?\s*$/;

export function checkExposedPorts({body, fenced, offsetLine, report}) {
  if (!PROXY.test(body)) return;
  const bodyLines = body.split('\n');
  let bound = false;
  bodyLines.forEach((line, index) => {
    if (LOOPBACK_BIND.test(line)) bound = true;
    if (fenced.has(index) && OPEN_MAPPING.test(line)) {
      report(
        index,
        'exposed-port',
        'this port mapping publishes on every interface; behind a proxy, bind it to 127.0.0.1',
      );
    }
  });
  const publishes = /\b(publish(es|ed)?|ports?:|PORT__)\b/i.test(body);
  if (publishes && !bound) {
    report(
      offsetLine,
      'exposed-port',
      'the page puts a proxy in front of a node but never binds its published ports to loopback (127.0.0.1:…); without it the node stays reachable beside the proxy',
    );
  }
}
