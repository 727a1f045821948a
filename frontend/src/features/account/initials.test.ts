import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('Grace Brewster Murray Hopper')).toBe('GB');
  });

  it('takes the first two letters of a single word', () => {
    expect(initialsOf('Linus')).toBe('LI');
  });

  it('upper-cases, including letters outside ASCII', () => {
    expect(initialsOf('åsa öberg')).toBe('ÅÖ');
  });

  it('ignores surrounding and repeated spaces', () => {
    expect(initialsOf('  ada   lovelace ')).toBe('AL');
  });

  it('uses the one letter of a one-letter name', () => {
    expect(initialsOf('x')).toBe('X');
  });

  it('falls back to U without a name', () => {
    expect(initialsOf('')).toBe('U');
    expect(initialsOf('   ')).toBe('U');
    expect(initialsOf(null)).toBe('U');
    expect(initialsOf(undefined)).toBe('U');
  });
});
