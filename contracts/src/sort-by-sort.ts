/** Banners, announcements and bulletins are shown by `sort` descending (shell-and-public.md §9); ties keep the id order, newest first. */
export function sortBySortDesc<T extends { sort: number; id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.sort - a.sort || b.id - a.id);
}
