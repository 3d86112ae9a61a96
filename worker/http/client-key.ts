/**
 * The rate-limit key of the client behind a request.
 *
 * On Cloudflare, `CF-Connecting-IP` is always set, by Cloudflare, to the
 * address the connection came from (a client's own value is replaced), so it
 * is the key. IPv4 addresses are keyed whole. An IPv6 client usually holds a
 * whole /64 and can pick a new address in it for every request, so IPv6 is
 * keyed by its /64; an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is the
 * IPv4 address it maps, and every spelling of an address gives one key.
 *
 * Without the header the request did not come through Cloudflare's edge
 * (workerd tests, a service binding): all such requests share one bucket.
 * A key made from traits the client controls (User-Agent, language) would
 * let a client make a new bucket per request, so this fails closed. A value
 * that is not an address (only possible off Cloudflare) is keyed as sent.
 */
export function clientKey(request: Request): string {
  const header = request.headers.get("CF-Connecting-IP")?.trim();
  if (!header) return NO_ADDRESS_KEY;
  const v4 = parseIPv4(header);
  if (v4) return `ip4:${v4.join(".")}`;
  const v6 = parseIPv6(header);
  if (v6) {
    // ::ffff:a.b.c.d: an IPv4 client seen through an IPv6 socket.
    if (v6.slice(0, 5).every((h) => h === 0) && v6[5] === 0xffff) {
      return `ip4:${[v6[6] >> 8, v6[6] & 0xff, v6[7] >> 8, v6[7] & 0xff].join(".")}`;
    }
    return `ip6:${v6
      .slice(0, 4)
      .map((h) => h.toString(16))
      .join(":")}::/64`;
  }
  return `raw:${header.toLowerCase().slice(0, 64)}`;
}

export const NO_ADDRESS_KEY = "no-client-address";

/** Four decimal octets, or null. */
export function parseIPv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const octets = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : Number.NaN));
  return octets.every((o) => o >= 0 && o <= 255) ? octets : null;
}

/** Eight 16-bit groups from any valid IPv6 spelling (compressed, bracketed, zoned, IPv4-suffixed), or null. */
export function parseIPv6(text: string): number[] | null {
  let s = text.toLowerCase();
  if (s.startsWith("[") && s.endsWith("]")) s = s.slice(1, -1);
  const zone = s.indexOf("%");
  if (zone !== -1) s = s.slice(0, zone);
  if (!s.includes(":")) return null;

  // A trailing dotted IPv4 part stands for the last two groups.
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(":");
  const maybeV4 = s.slice(lastColon + 1);
  if (maybeV4.includes(".")) {
    const v4 = parseIPv4(maybeV4);
    if (!v4) return null;
    tail = [(v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]];
    // Drop the IPv4 part and its colon, unless that colon ends a "::".
    s = s.slice(0, lastColon + 1);
    if (!s.endsWith("::")) s = s.slice(0, -1);
  }

  const halves = s.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const head = groups(halves[0]);
  const rest = halves.length === 2 ? groups(halves[1]) : [];
  const hexOk = (g: string) => /^[0-9a-f]{1,4}$/.test(g);
  if (![...head, ...rest].every(hexOk)) return null;
  const given = head.length + rest.length + tail.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  const zeros = Array<number>(8 - given).fill(0);
  return [
    ...head.map((g) => Number.parseInt(g, 16)),
    ...(halves.length === 2 ? zeros : []),
    ...rest.map((g) => Number.parseInt(g, 16)),
    ...tail,
  ];
}
