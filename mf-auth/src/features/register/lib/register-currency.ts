import { isCurrencyCode, type CurrencyCode } from '@casino/contracts';

/** The register currency when nothing fixes it, and the currencies the form offers (none when there is nothing to choose). */
export interface CurrencyOffer {
  currency: string;
  choices: CurrencyCode[];
}

/**
 * What the register form offers on a site's own (docs/auth.md "Register currency"): the site's
 * currencies when it has more than one; `?currency=` (the ccy cookie) preselects one of them, a
 * currency the site does not have is ignored; else the site's default, else its first.
 */
export function registerCurrencyOffer(siteCurrencies: readonly unknown[], siteDefault: string, requested?: string | null): CurrencyOffer {
  const choices = [...new Set(siteCurrencies.filter(isCurrencyCode))];
  if (choices.length < 2) return { currency: choices[0] ?? siteDefault, choices: [] };
  const pick = [requested, siteDefault].find((code): code is CurrencyCode => isCurrencyCode(code) && choices.includes(code));
  return { currency: pick ?? choices[0] ?? siteDefault, choices };
}
