import { SignedFileUrls } from './signed-file-urls.js';

const KEY = 'users/u1/creations/c1.png';
const NOW_MS = 1_700_000_000_000;

/** The expires and signature of a freshly signed URL for KEY. */
function signed(urls: SignedFileUrls): { expires: string; signature: string } {
  const query = new URL(urls.create(KEY, 3600, NOW_MS), 'http://studio.test').searchParams;
  return { expires: query.get('expires') ?? '', signature: query.get('signature') ?? '' };
}

describe('signed file URLs', () => {
  const urls = new SignedFileUrls('a server secret of enough length');

  it('accepts the expiry exactly as it was signed', () => {
    const { expires, signature } = signed(urls);
    expect(expires).toMatch(/^[1-9][0-9]*$/);
    expect(urls.isValid(KEY, expires, signature, NOW_MS)).toBe(true);
  });

  // Each names the same number of seconds, so the signature would match if the value were read
  // loosely (Number() takes all of them): only the canonical decimal form is an expiry.
  it.each([
    ['hexadecimal', (seconds: string) => `0x${Number(seconds).toString(16)}`],
    ['an exponent', (seconds: string) => `${seconds}e0`],
    ['a plus sign', (seconds: string) => `+${seconds}`],
    ['leading zeros', (seconds: string) => `00${seconds}`],
    ['leading spaces', (seconds: string) => ` ${seconds}`],
    ['trailing spaces', (seconds: string) => `${seconds} `],
    ['a decimal point', (seconds: string) => `${seconds}.0`],
    ['binary', (seconds: string) => `0b${Number(seconds).toString(2)}`],
    ['octal', (seconds: string) => `0o${Number(seconds).toString(8)}`],
  ])('refuses the expiry written with %s', (_form, rewrite) => {
    const { expires, signature } = signed(urls);
    expect(urls.isValid(KEY, rewrite(expires), signature, NOW_MS)).toBe(false);
  });

  it('refuses an expiry given twice (a query array)', () => {
    const { expires, signature } = signed(urls);
    expect(urls.isValid(KEY, [expires] as unknown as string, signature, NOW_MS)).toBe(false);
  });

  it('refuses a past expiry and a wrong signature', () => {
    const { expires, signature } = signed(urls);
    expect(urls.isValid(KEY, expires, signature, NOW_MS + 3601_000)).toBe(false);
    expect(urls.isValid(KEY, expires, `${signature.slice(1)}A`, NOW_MS)).toBe(false);
  });
});
