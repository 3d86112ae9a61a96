import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { api } from "#worker/api/index";
import { clientKey, NO_ADDRESS_KEY } from "#worker/http/client-key";

const keyOf = (ip?: string) =>
  clientKey(new Request("http://127.0.0.1/", { headers: ip === undefined ? {} : { "CF-Connecting-IP": ip } }));

test.each([
  // Every spelling of one IPv6 /64 is one key.
  ["2001:db8:85a3:1:0:0:0:1", "ip6:2001:db8:85a3:1::/64"],
  ["2001:db8:85a3:1::1", "ip6:2001:db8:85a3:1::/64"],
  ["2001:0DB8:85A3:0001:ffff:ffff:ffff:fffe", "ip6:2001:db8:85a3:1::/64"],
  ["[2001:db8:85a3:1::abcd]", "ip6:2001:db8:85a3:1::/64"],
  ["fe80::1%eth0", "ip6:fe80:0:0:0::/64"],
  ["::1", "ip6:0:0:0:0::/64"],
  ["2001:db8::", "ip6:2001:db8:0:0::/64"],
  ["2001:db8:85a3:2::1", "ip6:2001:db8:85a3:2::/64"],
  // IPv4, and IPv4 seen through an IPv6 socket, are the IPv4 address.
  ["203.0.113.7", "ip4:203.0.113.7"],
  ["::ffff:203.0.113.7", "ip4:203.0.113.7"],
  ["::FFFF:cb00:7107", "ip4:203.0.113.7"],
  ["0:0:0:0:0:ffff:203.0.113.7", "ip4:203.0.113.7"],
  // Not an address: keyed as sent (only possible off Cloudflare).
  ["2001:db8::1::2", "raw:2001:db8::1::2"],
  ["999.1.1.1", "raw:999.1.1.1"],
  ["1:2:3:4:5:6:7:8:9", "raw:1:2:3:4:5:6:7:8:9"],
])("clientKey(%s) is %s", (ip, key) => {
  expect(keyOf(ip)).toBe(key);
});

test("without CF-Connecting-IP every request shares one named bucket, whatever else it sends", () => {
  expect(keyOf()).toBe(NO_ADDRESS_KEY);
  expect(keyOf("  ")).toBe(NO_ADDRESS_KEY);
});

/** A /64 no other test uses. */
const freshPrefix = () =>
  `2001:db8:${crypto
    .getRandomValues(new Uint16Array(2))
    .join(":")
    .replace(/\d+/g, (n) => Number(n).toString(16))}`;

function subscribe(ip: string, i: number) {
  return exports.default.fetch(
    new Request("http://127.0.0.1/api/forms/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify({ user_email: `v6-${i}-${crypto.randomUUID().slice(0, 6)}@example.com` }),
    }),
  );
}

test("an IPv6 client rotating addresses inside its /64 is still limited after 10 form posts", async () => {
  const prefix = freshPrefix();
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await subscribe(`${prefix}:${(i + 1).toString(16)}:0:0:${i}`, i);
    statuses.push(res.status);
    await res.body?.cancel();
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
  expect(statuses[10]).toBe(429);
  // The next /64 is another client.
  const other = await subscribe(`${freshPrefix()}::1`, 99);
  expect(other.status).toBe(200);
});

test("an IPv4 client is one bucket however its address is written", async () => {
  const octet = () => crypto.getRandomValues(new Uint8Array(1))[0];
  const v4 = `198.18.${octet()}.${octet()}`;
  const spellings = [v4, `::ffff:${v4}`, `0:0:0:0:0:FFFF:${v4}`];
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await subscribe(spellings[i % 3], i);
    statuses.push(res.status);
    await res.body?.cancel();
  }
  expect(statuses[10]).toBe(429);
});

test("the geocoder's limit is keyed the same way", async () => {
  const keys: string[] = [];
  const recording: Env = {
    ...env,
    GEO_LIMITER: {
      limit: async ({ key }) => {
        keys.push(key);
        // Refused, so the geocoder is never asked.
        return { success: false };
      },
    },
  };
  for (const ip of ["2001:db8:aa:bb::1", "2001:DB8:AA:BB:1:2:3:4", "::ffff:198.51.100.9"]) {
    const res = await api.request(
      "/geocode?lat=18.52&lon=73.86",
      { headers: { "CF-Connecting-IP": ip } },
      recording,
      createExecutionContext(),
    );
    expect(res.status).toBe(429);
  }
  expect(keys).toEqual(["ip6:2001:db8:aa:bb::/64", "ip6:2001:db8:aa:bb::/64", "ip4:198.51.100.9"]);
});
