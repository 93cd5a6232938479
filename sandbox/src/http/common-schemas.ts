import { CURRENCY_CODES } from '@casino/contracts';
import { LANGUAGES } from './lang';
import { anyOf, integer, intEnum, object, stringEnum, string } from './schema';

export const siteId = integer({ minimum: 1 });
export const recordId = integer({ minimum: 1 });
/** One of the spec's currency symbols (shell-and-public.md §3; the list is mf-shared's contract). */
export const currency = stringEnum(CURRENCY_CODES);
/** 0 both, 1 desktop, 2 mobile (bulletins); 0 desktop, 1 mobile, 2 app (support_device). */
export const deviceCode = intEnum([0, 1, 2]);
export const sortOrder = stringEnum(['asc', 'desc', 'ASC', 'DESC']);
/** A language as the product sends it: 'en_US' or its code 0..10. */
export const language = anyOf(stringEnum(LANGUAGES), integer({ minimum: 0, maximum: LANGUAGES.length - 1 }));
export const house = string({ maxLength: 64 });

/** A text in every language the sandbox speaks (en_US required), each at most `maxLength` characters: what the test endpoints edit. */
export function localizedText(maxLength: number) {
  return object(
    Object.fromEntries(LANGUAGES.map((l) => [l, string({ maxLength })])) as Record<(typeof LANGUAGES)[number], ReturnType<typeof string>>,
    ['en_US'],
  );
}
