/**
 * The site's time zone (shell-and-public.md §9): dates and times are shown on its clock, whatever
 * zone the player's device is in, so the server's render and the browser's agree.
 */
export const DEFAULT_TIME_ZONE = 'America/Caracas';

/** How much of a moment to show: the day only, or the day and the time to the minute. */
export type DateFormatStyle = 'date' | 'dateTime';

const STYLES: Record<DateFormatStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

/**
 * A date format in a language (en_US or en-US) on the site's clock; an unknown language is
 * written as en-US. Format many dates with one instance.
 */
export function createDateFormat(
  locale: string,
  style: DateFormatStyle = 'dateTime',
  timeZone: string = DEFAULT_TIME_ZONE,
): Intl.DateTimeFormat {
  const options = { ...STYLES[style], timeZone };
  try {
    return new Intl.DateTimeFormat(locale.replace('_', '-'), options);
  } catch {
    return new Intl.DateTimeFormat('en-US', options);
  }
}

/** One moment (a Date, an epoch in ms or an ISO text) in a language, on the site's clock. */
export function formatDate(value: Date | number | string, locale: string, style: DateFormatStyle = 'dateTime'): string {
  return createDateFormat(locale, style).format(typeof value === 'string' ? new Date(value) : value);
}
