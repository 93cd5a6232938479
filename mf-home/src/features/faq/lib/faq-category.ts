/** The FAQ groups the API names by key (`category` of /arks/web/faq/list); the page translates them. */
export const FAQ_CATEGORIES = ['account', 'deposit', 'withdrawal', 'games', 'security'] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

const known = new Set<string>(FAQ_CATEGORIES);

/** The message key of a group heading, or null for a category the site does not know (shown as sent). */
export function faqCategoryKey(category: string): `faq.categories.${FaqCategory}` | null {
  const key = category.trim().toLowerCase();
  return known.has(key) ? (`faq.categories.${key as FaqCategory}` as const) : null;
}
