import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { ValidationFailedError } from '../common/errors/domain-errors.js';

/**
 * Addresses a webhook may never reach: this network's own (loopback, private, link-local,
 * carrier-grade NAT, unique-local), and what is not a host at all (unspecified, multicast,
 * reserved). Checked after DNS resolution, on registration and again on every connection, so a
 * name that later resolves inward (DNS rebinding) is refused too.
 */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');

function mappedIpv4(address: string): string | null {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match ? match[1] : null;
}

export function isForbiddenAddress(address: string): boolean {
  const v4 = mappedIpv4(address);
  if (v4) return FORBIDDEN.check(v4, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
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
      `The webhook URL resolves to a private, loopback or link-local address (${host}); webhooks go to public addresses only`,
    );
}

/** A DNS lookup for the delivery's socket that refuses forbidden addresses (no rebinding). */
export function publicOnlyLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true })
      .then((addresses) => {
        const allowed = allowPrivate
          ? addresses
          : addresses.filter(({ address }) => !isForbiddenAddress(address));
        if (allowed.length === 0) {
          const error = Object.assign(new Error(`${hostname} resolves to no public address`), {
            code: 'EFORBIDDENADDRESS',
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
