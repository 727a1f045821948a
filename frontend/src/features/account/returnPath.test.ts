import { authRedirectState, pathAfterSignIn, sameSitePath } from './returnPath';

describe('sameSitePath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(sameSitePath('/profile')).toBe('/profile');
    expect(sameSitePath('/gallery?folder=Cats#top')).toBe('/gallery?folder=Cats#top');
  });

  it('refuses anything that would leave the site', () => {
    for (const candidate of [
      '//evil.example/profile',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'profile',
      '',
    ]) {
      expect(sameSitePath(candidate)).toBeNull();
    }
  });

  it('refuses /auth itself, so signing in cannot loop', () => {
    expect(sameSitePath('/auth')).toBeNull();
    expect(sameSitePath('/auth/?next=/profile')).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(sameSitePath(undefined)).toBeNull();
    expect(sameSitePath({ pathname: '/profile' })).toBeNull();
  });
});

describe('pathAfterSignIn', () => {
  it('prefers the router state, then ?next=, then the dashboard', () => {
    expect(pathAfterSignIn({ state: { from: '/settings' }, search: '?next=/profile' })).toBe(
      '/settings',
    );
    expect(pathAfterSignIn({ state: null, search: '?next=%2Fprofile' })).toBe('/profile');
    expect(pathAfterSignIn({ state: null, search: '' })).toBe('/dashboard');
  });

  it('falls back to the dashboard for a foreign target', () => {
    expect(pathAfterSignIn({ state: null, search: '?next=//evil.example' })).toBe('/dashboard');
    expect(pathAfterSignIn({ state: { from: 'https://evil.example' }, search: '' })).toBe(
      '/dashboard',
    );
  });

  it('round-trips what a guarded page remembers', () => {
    const state = authRedirectState({ pathname: '/images', search: '?page=2', hash: '#x' });
    expect(pathAfterSignIn({ state, search: '' })).toBe('/images?page=2#x');
  });
});
