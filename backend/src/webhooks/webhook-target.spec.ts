import { isForbiddenAddress, publicOnlyLookup } from './webhook-target.js';

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

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => expect(isForbiddenAddress(address)).toBe(false),
  );

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
