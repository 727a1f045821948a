import { isForbiddenAddress, publicOnlyLookup, type Resolve } from './webhook-target.js';

/** Reserved ranges and IPv6 forms carrying a non-public IPv4 address (translated, tunnelled). */
const RESERVED = [
  '2002:7f00:1::', // 6to4 of 127.0.0.1
  '::127.0.0.1', // IPv4-compatible
  '::7f00:1', // the same, as the URL parser writes it
  '::ffff:0:7f00:1', // IPv4-translated (RFC 6145)
  '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
  '64:ff9b::a00:1', // NAT64 of 10.0.0.1
  '64:ff9b:1::1', // local-use NAT64
  '2001::1', // Teredo (server 0.0.0.0)
  '2001:0:808:808::80ff:fffe', // Teredo: public server, client 127.0.0.1 (stored inverted)
  '192.0.2.1',
  '198.51.100.1',
  '203.0.113.1',
  '192.88.99.1',
  '2001:db8::1',
  '100::1',
  '255.255.255.255',
  '198.18.0.1',
];

/** A resolver that answers one address for any name. */
const answering =
  (address: string): Resolve =>
  async () => [{ address, family: address.includes(':') ? 6 : 4 }];

describe('webhook targets', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.5',
    '172.31.255.1',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:10.0.0.1',
    'not-an-address',
  ])('refuses %s', (address) => expect(isForbiddenAddress(address)).toBe(true));

  it.each(RESERVED)('refuses the reserved or translated %s', (address) =>
    expect(isForbiddenAddress(address)).toBe(true),
  );

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '2002:808:808::1',
    '64:ff9b::808:808',
    '2001:0:808:808::f7f7:f7f7', // Teredo: server and client 8.8.8.8
  ])('allows %s', (address) => expect(isForbiddenAddress(address)).toBe(false));

  it.each(RESERVED)('refuses at connection time a name that resolves to %s', async (address) => {
    const failure = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup(false, answering(address))('receiver.example', {}, (error) =>
        resolve(error),
      ),
    );
    expect(failure?.code).toBe('EFORBIDDENADDRESS');
  });

  it('refuses at connection time a name that resolves inward (DNS rebinding)', async () => {
    const lookup = publicOnlyLookup(false);
    const failure = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup('localhost', {}, (error) => resolve(error)),
    );
    expect(failure?.code).toBe('EFORBIDDENADDRESS');
    const allowed = await new Promise<string>((resolve) =>
      publicOnlyLookup(true)('localhost', {}, (_error, address) => resolve(String(address))),
    );
    expect(['127.0.0.1', '::1']).toContain(allowed);
  });
});
