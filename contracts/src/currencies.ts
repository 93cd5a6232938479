/**
 * The currencies a site may run in (shell-and-public.md §3 "Currency symbols"), one list for the
 * client and the sandbox alike, and the site call that names a site's own (docs/auth.md "Register
 * currency"): `POST /arks/web/site/detail` → `detail.currency_list`, in the site's order.
 */
export const CURRENCY_CODES = ['RMB', 'VND', 'WON', 'JPY', 'THB', 'USD', 'INR', 'MMK', 'BRL', 'BDT', 'NGN'] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Whether a value is one of the eleven currency symbols (exact, upper case). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

export const SITE_DETAIL_PATH = '/arks/web/site/detail';

/** `POST /arks/web/site/detail {site_id}`: the site's own settings (the fields the clients read). */
export interface SiteDetailResponse {
  detail: {
    site_id: number;
    site_name: string;
    default_currency: CurrencyCode;
    /** The currencies a visitor may register in, in the site's order (the default first). */
    currency_list: CurrencyCode[];
    customer_service_link: string;
  } | null;
}
