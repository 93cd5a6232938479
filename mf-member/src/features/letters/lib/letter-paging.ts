import { LETTERS_PAGE_SIZE } from '@casino/contracts';

/** How many pages the member's letters fill (at least one). */
export const letterPages = (total: number) => Math.max(1, Math.ceil(total / LETTERS_PAGE_SIZE));

/**
 * The page to read again after the letters changed (a letter sent, read or deleted): the page shown,
 * unless it no longer exists (the last letters of the last page were deleted), then the new last page.
 * A sent letter arrives on page 1 (newest first); a member reading another page stays there.
 */
export function pageAfterChange(page: number, total: number): number {
  return Math.min(Math.max(1, page), letterPages(total));
}
