import { modelDisplayName } from './modelDisplayName';

describe('modelDisplayName', () => {
  it('names a model with its version', () => {
    expect(modelDisplayName({ name: 'Juggernaut XL', version: 'v9' })).toBe('Juggernaut XL v9');
    expect(modelDisplayName({ name: 'SDXL', version: 'v1.0 VAE fix' })).toBe('SDXL v1.0 VAE fix');
  });

  it('leaves the version out when the name already ends with it', () => {
    expect(modelDisplayName({ name: 'HiDream-I1 Fast', version: 'Fast' })).toBe('HiDream-I1 Fast');
    expect(modelDisplayName({ name: 'Stable Diffusion 3 Medium', version: 'medium' })).toBe(
      'Stable Diffusion 3 Medium',
    );
    expect(modelDisplayName({ name: 'Detail-v2', version: 'v2' })).toBe('Detail-v2');
    expect(modelDisplayName({ name: 'Fast', version: 'Fast' })).toBe('Fast');
  });

  it('keeps a version that only looks like the end of a word, and one with symbols', () => {
    expect(modelDisplayName({ name: 'Breakfast', version: 'Fast' })).toBe('Breakfast Fast');
    expect(modelDisplayName({ name: 'Pony', version: 'V6 (start with this one)' })).toBe(
      'Pony V6 (start with this one)',
    );
  });

  it('is the name alone without a version', () => {
    expect(modelDisplayName({ name: 'SDXL', version: null })).toBe('SDXL');
    expect(modelDisplayName({ name: 'SDXL', version: '  ' })).toBe('SDXL');
    expect(modelDisplayName({ name: ' SDXL ' })).toBe('SDXL');
  });
});
