import { isValidEmail, isValidName, isValidOptionalUrl, isValidPassword } from './accountRules';

describe('Account rules', () => {
  it('accepts an email of the usual shape, around spaces too (it is sent trimmed)', () => {
    for (const email of ['ada@example.com', 'a.b+c@mail.example.org', ' ada@example.com ']) {
      expect(isValidEmail(email)).toBe(true);
    }
  });

  it('refuses an email without user, domain or dot, or with spaces inside', () => {
    for (const email of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com']) {
      expect(isValidEmail(email)).toBe(false);
    }
    expect(isValidEmail('ada@example.')).toBe(false);
    expect(isValidEmail('ada@@example.com')).toBe(false);
  });

  it('wants 2 characters of name, not counting surrounding spaces', () => {
    expect(isValidName('Al')).toBe(true);
    expect(isValidName(' A ')).toBe(false);
  });

  it('wants 6 characters of password, spaces included', () => {
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('12 456')).toBe(true);
  });

  it('accepts an empty endpoint or an http(s) URL, nothing else', () => {
    for (const url of ['', '  ', 'https://api.runware.ai/v1', 'http://localhost:4010/v1']) {
      expect(isValidOptionalUrl(url)).toBe(true);
    }
    for (const url of ['api.runware.ai', 'ftp://example.com', 'javascript:alert(1)', 'https://']) {
      expect(isValidOptionalUrl(url)).toBe(false);
    }
  });
});
