import type { Server } from "node:http";
import { BlockList, isIPv6 } from "node:net";
import { clientKey } from "../auth/clientAddress.ts";

/** Fastify's (proxy-addr's) named ranges, for a TRUST_PROXY given by name. */
const NAMED_RANGES: Record<string, [string, number][]> = {
  loopback: [
    ["127.0.0.0", 8],
    ["::1", 128],
  ],
  linklocal: [
    ["169.254.0.0", 16],
    ["fe80::", 10],
  ],
  uniquelocal: [
    ["10.0.0.0", 8],
    ["172.16.0.0", 12],
    ["192.168.0.0", 16],
    ["fc00::", 7],
  ],
};

/**
 * Whether a connection comes from a proxy the site trusts (TRUST_PROXY): its clients are behind
 * it, so it is never capped as one client. A hop count trusts whoever connects.
 */
export function trustedProxy(trust: false | number | string[]): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === "number") return () => true;
  const list = new BlockList();
  for (const entry of trust) {
    for (const [network, prefix] of NAMED_RANGES[entry] ?? [entry.split("/") as [string, string]]) {
      const type = isIPv6(network) ? "ipv6" : "ipv4";
      if (prefix === undefined) list.addAddress(network, type);
      else list.addSubnet(network, Number(prefix), type);
    }
  }
  return (address) => {
    const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
    return list.check(plain, isIPv6(plain) ? "ipv6" : "ipv4");
  };
}

// A volunteer's browser opens a handful of connections; a whole village behind one carrier
// address a few dozen. Only a slow-loris needs hundreds.
const REFUSAL =
  "HTTP/1.1 429 Too Many Requests\r\nRetry-After: 10\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\nContent-Length: ";

/**
 * Caps the connections one client (an IPv4 address, an IPv6 /64) holds open at once, so a few
 * clients trickling bytes cannot take every connection the server has (MAX_CONNECTIONS) while
 * slow uploads of real visitors still finish. A connection beyond it gets 429 and is closed.
 */
export function limitConnectionsPerClient(
  server: Server,
  perClient: number,
  isTrustedProxy: (address: string) => boolean,
): void {
  const open = new Map<string, number>();
  const body = Buffer.from(
    JSON.stringify({ message: "Забагато з'єднань. Спробуйте пізніше / Too many connections" }),
  );
  server.on("connection", (socket) => {
    const address = socket.remoteAddress;
    if (!address || isTrustedProxy(address)) return;
    const key = clientKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > perClient) {
      // Read nothing of it: the answer is sent and the socket closed once it is written.
      socket.pause();
      socket.end(`${REFUSAL}${body.length}\r\n\r\n${body}`);
      socket.destroySoon();
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
