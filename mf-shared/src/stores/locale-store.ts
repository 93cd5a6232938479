import type { i18n as I18n } from 'i18next';
import { action, makeObservable, observable } from 'mobx';
import { isLocale, toLanguageTag, type Locale } from '@casino/contracts';

/** The interface language; changing it switches i18next and the request client's lang header. */
export class LocaleStore {
  locale: Locale;
  private i18n: I18n | null = null;

  constructor(initial: Locale) {
    this.locale = initial;
    makeObservable(this, { locale: observable, setLocale: action });
  }

  /** Connects the i18next instance the shell created. */
  attach(i18n: I18n): void {
    this.i18n = i18n;
  }

  /** The explicit set-locale action; unknown codes are refused. */
  async setLocale(locale: string): Promise<void> {
    if (!isLocale(locale)) throw new Error(`Unknown locale: ${locale}`);
    this.locale = locale;
    await this.i18n?.changeLanguage(toLanguageTag(locale));
  }
}
