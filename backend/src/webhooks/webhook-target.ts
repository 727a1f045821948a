import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ValidationFailedError } from '../common/errors/domain-errors.js';

/**
 * Whether a webhook may never reach this address. Only ordinary public unicast is allowed (every
 * range ipaddr.js names — loopback, private, link-local, carrier-grade NAT, unique-local,
 * documentation, benchmarking, discard-only, multicast, reserved, unspecified — is refused), and an
 * IPv6 form that carries an IPv4 address (IPv4-mapped, IPv4-compatible, IPv4-translated, 6to4,
 * Teredo, NAT64) is unwrapped and judged as that IPv4, since it reaches it. Checked after DNS
 * resolution, on registration and again on every connection, so a name that later resolves
 * inward (DNS rebinding) is refused too.
 */
export function isForbiddenAddress(address: string): boolean {
  // node's isIP takes the dotted-quad and IPv6 forms only; ipaddr.js alone would also read
  // shorthands such as 127.1 or 0x7f.1.
  if (isIP(address) === 0 || !ipaddr.isValid(address)) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  return carriedIpv4(parsed as ipaddr.IPv6).some((ipv4) => ipv4.range() !== 'unicast');
}

/**
 * The IPv4 addresses an IPv6 address reaches: itself as IPv4 for the translated forms (both the
 * server and the client of Teredo); none more for an ordinary public address. An address that is
 * neither public nor a known translated form answers an unspecified one, so it is refused.
 */
function carriedIpv4(address: ipaddr.IPv6): ipaddr.IPv4[] {
  const parts = address.parts;
  const ipv4 = (high: number, low: number, mask = 0) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff].map((octet) => octet ^ mask));
  const REFUSED = [new ipaddr.IPv4([0, 0, 0, 0])];
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
      return [ipv4(parts[6], parts[7])];
    case 'rfc6052': // NAT64: 64:ff9b::a.b.c.d; the local-use 64:ff9b:1::/48 places it by its own prefix
      return address.match(ipaddr.IPv6.parse('64:ff9b::'), 96)
        ? [ipv4(parts[6], parts[7])]
        : REFUSED;
    case '6to4': // 2002:aabb:ccdd::
      return [ipv4(parts[1], parts[2])];
    case 'teredo': // 2001:0:<server>:<flags>:<port>:<client, inverted>
      return [ipv4(parts[2], parts[3]), ipv4(parts[6], parts[7], 0xff)];
    case 'unicast':
      // IPv4-compatible (::a.b.c.d, deprecated but still routed by some stacks).
      return parts.slice(0, 6).every((part) => part === 0) ? [ipv4(parts[6], parts[7])] : [];
    default:
      return REFUSED;
  }
}

const refuse = (message: string) => new ValidationFailedError(message, { field: 'url' });

/** A webhook URL's shape: http(s), no credentials, a host name or public address. */
export function parseWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('url must be an absolute http:// or https:// URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw refuse('url must be an absolute http:// or https:// URL');
  if (url.username || url.password) throw refuse('url must not contain a user name or password');
  url.hash = '';
  return url;
}

/**
 * Resolves the URL's host and refuses it when any address it resolves to is forbidden (unless
 * the operator allows private targets, e.g. a cluster-internal receiver).
 */
export async function assertPublicTarget(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string }[];
  try {
    addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
  } catch {
    throw refuse(`The host ${host} of the webhook URL cannot be resolved`);
  }
  if (addresses.length === 0 || addresses.some(({ address }) => isForbiddenAddress(address)))
    throw refuse(
      `The webhook URL resolves to a private, loopback, link-local or reserved address (${host}); webhooks go to public addresses only`,
    );
}

/** How a host name becomes addresses: the system resolver unless another is given. */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true });

/** The code of the error a connection fails with when its name resolves to no public address. */
export const FORBIDDEN_ADDRESS_CODE = 'EFORBIDDENADDRESS';

/** A DNS lookup for the delivery's socket that refuses forbidden addresses (no rebinding). */
export function publicOnlyLookup(
  allowPrivate: boolean,
  resolve: Resolve = systemResolve,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((resolved) => {
        const family = (options as { family?: number | string }).family;
        const addresses = resolved.filter(
          ({ family: found }) => !family || family === found || family === `IPv${found}`,
        );
        const allowed = allowPrivate
          ? addresses
          : addresses.filter(({ address }) => !isForbiddenAddress(address));
        if (allowed.length === 0) {
          const error = Object.assign(new Error(`${hostname} resolves to no public address`), {
            code: FORBIDDEN_ADDRESS_CODE,
          });
          return callback(error, '', 0);
        }
        if ((options as { all?: boolean }).all)
          return (callback as unknown as (e: null, a: typeof allowed) => void)(null, allowed);
        callback(null, allowed[0].address, allowed[0].family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
}
