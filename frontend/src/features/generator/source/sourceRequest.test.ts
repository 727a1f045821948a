import { readSourceRequest, withoutSourceRequest } from './sourceRequest';

const search = (query: string) => new URLSearchParams(query);

describe('a source image handed to the dashboard', () => {
  it('reads ?source=creation:<id> with its preview', () => {
    expect(
      readSourceRequest(search('?source=creation:6f1c&preview=https://files.example/t.webp'), null),
    ).toEqual({ seedImage: 'creation:6f1c', previewUrl: 'https://files.example/t.webp' });
    expect(readSourceRequest(search('source=creation:42'), null)).toEqual({
      seedImage: 'creation:42',
      previewUrl: null,
    });
  });

  it('reads the same from navigation state', () => {
    expect(
      readSourceRequest(search(''), { source: 'creation:42', preview: '/api/files/t.png?sig=1' }),
    ).toEqual({ seedImage: 'creation:42', previewUrl: '/api/files/t.png?sig=1' });
  });

  it('ignores anything but a saved image, and previews that are not web addresses', () => {
    expect(readSourceRequest(search('?source=uuid-123'), null)).toBeNull();
    expect(readSourceRequest(search('?source=creation:'), null)).toBeNull();
    expect(readSourceRequest(search(''), { source: 42 })).toBeNull();
    expect(readSourceRequest(search(''), 'creation:1')).toBeNull();
    expect(
      readSourceRequest(search('?source=creation:42&preview=javascript:alert(1)'), null),
    ).toEqual({ seedImage: 'creation:42', previewUrl: null });
  });

  it('is dropped from the address once applied, keeping the rest', () => {
    expect(withoutSourceRequest('?source=creation:42&preview=%2Ft.png&tab=x', null)).toEqual({
      search: '?tab=x',
      state: null,
    });
    expect(
      withoutSourceRequest('', { source: 'creation:42', preview: '/t.png', from: '/gallery' }),
    ).toEqual({ search: '', state: { from: '/gallery' } });
    expect(withoutSourceRequest('?source=creation:42', { source: 'creation:42' })).toEqual({
      search: '',
      state: null,
    });
  });
});
