// Who a per-client limit counts. IPv4 clients by their address; IPv6 clients by their /64, because one
// subscriber (one home, one phone) is handed a whole /64 and could otherwise take a fresh address per request.

/** The 8 hextets of an IPv6 address, or null when it is not one. */
function hextets(address: string): number[] | null {
  const [head, tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  const left = part(head);
  const right = part(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const all = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return all.map((group) => Number.parseInt(group, 16));
}

/** The limit key for a connecting address (CF-Connecting-IP); 'local' without one (local runs, tests). */
export function clientKey(address: string | undefined): string {
  const ip = address?.trim().toLowerCase();
  if (!ip) return 'local';
  // IPv4-mapped IPv6 (::ffff:198.51.100.4) is the IPv4 client it names.
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const groups = hextets(ip);
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
