import { letterPages, pageAfterChange } from './letter-paging';

describe('letters paging', () => {
  it.each([
    [0, 1],
    [50, 1],
    [51, 2],
    [150, 3],
  ])('%i letters fill %i page(s) of 50', (total, pages) => {
    expect(letterPages(total)).toBe(pages);
  });

  it.each([
    [1, 10, 1],
    [2, 60, 2],
    [2, 50, 1],
    [3, 101, 3],
    [3, 100, 2],
    [0, 0, 1],
  ])('page %i with %i letters left reads page %i', (page, total, next) => {
    expect(pageAfterChange(page, total)).toBe(next);
  });
});
