import { filteredListKey, isViewOfList } from './filteredListKey';

const FILTERS = ['search', 'model', 'from'] as const;

describe('filteredListKey', () => {
  it('keeps the base key for an unfiltered list, whatever else the arguments hold', () => {
    expect(
      filteredListKey('all', { first: 9, after: 'x', search: '  ', model: null }, FILTERS),
    ).toBe('all');
    expect(filteredListKey('all', undefined, FILTERS)).toBe('all');
  });

  it('adds each filter that is set, in a fixed order', () => {
    expect(
      filteredListKey('folder:f1', { from: '2026-01-01T00:00:00.000Z', search: 'fox' }, FILTERS),
    ).toBe('folder:f1|search:"fox"|from:"2026-01-01T00:00:00.000Z"');
  });

  it('keeps lists apart that differ in one filter', () => {
    expect(filteredListKey('all', { search: 'fox' }, FILTERS)).not.toBe(
      filteredListKey('all', { search: 'fox', model: 'civitai:1@2' }, FILTERS),
    );
  });
});

describe('isViewOfList', () => {
  it('matches the list and its filtered views, not another list sharing a prefix', () => {
    expect(isViewOfList('creations:folder:f1', 'creations', 'folder:f1')).toBe(true);
    expect(isViewOfList('creations:folder:f1|search:"fox"', 'creations', 'folder:f1')).toBe(true);
    expect(isViewOfList('creations:folder:f10', 'creations', 'folder:f1')).toBe(false);
    expect(isViewOfList('creations:all', 'creations', 'folder:f1')).toBe(false);
  });
});
