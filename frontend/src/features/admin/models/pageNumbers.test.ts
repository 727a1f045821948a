import { needsPagination, pageCount, pageOffset, visiblePageNumbers } from './pageNumbers';

describe('Provider search pages', () => {
  it('paginates only when the total exceeds 30', () => {
    expect(needsPagination(0)).toBe(false);
    expect(needsPagination(30)).toBe(false);
    expect(needsPagination(31)).toBe(true);
  });

  it('counts pages of 30', () => {
    expect(pageCount(30)).toBe(1);
    expect(pageCount(31)).toBe(2);
    expect(pageCount(300)).toBe(10);
  });

  it('shows at most 5 page numbers, around the current page', () => {
    expect(visiblePageNumbers(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePageNumbers(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePageNumbers(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(visiblePageNumbers(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(visiblePageNumbers(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows every page when there are 5 or fewer', () => {
    expect(visiblePageNumbers(1, 2)).toEqual([1, 2]);
    expect(visiblePageNumbers(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks the provider for offset (page - 1) * 30', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(4)).toBe(90);
  });
});
