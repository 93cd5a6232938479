import { DEFAULT_TIME_ZONE } from '@casino/contracts';

/** The site's time zone (@casino/contracts' date-range), here beside the formatters that show its clock. */
export { DEFAULT_TIME_ZONE };

/** How much of a moment to show: the day only, or the day and the time to the minute. */
export type DateFormatStyle = 'date' | 'dateTime';

const STYLES: Record<DateFormatStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

/** What formats a moment: an `Intl.DateTimeFormat`, or the written-out fallback of a language the runtime has no data for. */
export interface DateFormat {
  format(value: Date | number): string;
}

const BURMESE_DIGITS = '၀၁၂၃၄၅၆၇၈၉';
/** CLDR's abbreviated Burmese months (what a runtime with full ICU data writes for `my`). */
const BURMESE_MONTHS = ['ဇန်', 'ဖေ', 'မတ်', 'ဧ', 'မေ', 'ဇွန်', 'ဇူ', 'ဩ', 'စက်', 'အောက်', 'နို', 'ဒီ'];

/**
 * Burmese as CLDR writes it (`y MMM d`, then `H:mm`), for runtimes without Burmese data:
 * Chromium's ICU has none, so `Intl` there would write Burmese dates in English. The numbers come
 * from an en-US format on the same clock, the month names and digits from CLDR's Burmese.
 */
function burmeseDateFormat(style: DateFormatStyle, timeZone: string): DateFormat {
  const numeric = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    ...(style === 'dateTime' ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  });
  const digits = (text: string) => text.replace(/[0-9]/g, (d) => BURMESE_DIGITS[Number(d)] ?? d);
  return {
    format(value) {
      const part = Object.fromEntries(numeric.formatToParts(value).map(({ type, value: text }) => [type, text]));
      const date = `${digits(part.year ?? '')} ${BURMESE_MONTHS[Number(part.month) - 1] ?? ''} ${digits(part.day ?? '')}`;
      return style === 'dateTime' ? `${date} ${digits(part.hour ?? '')}:${digits(part.minute ?? '')}` : date;
    },
  };
}

/** Languages written out by hand when the runtime's Intl has no data for them (it would fall back to English). */
const FALLBACKS: Record<string, (style: DateFormatStyle, timeZone: string) => DateFormat> = { my: burmeseDateFormat };

/**
 * A date format in a language (en_US or en-US) on the site's clock; an unknown language is
 * written as en-US. Burmese is written out by hand where the runtime has no Burmese data
 * (Chromium), never in English. Format many dates with one instance.
 */
export function createDateFormat(locale: string, style: DateFormatStyle = 'dateTime', timeZone: string = DEFAULT_TIME_ZONE): DateFormat {
  const key = `${locale} ${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    // A page's languages and styles are few; the bound only guards against a caller passing anything.
    if (formats.size >= MAX_FORMATS) formats.clear();
    format = newDateFormat(locale, style, timeZone);
    formats.set(key, format);
  }
  return format;
}

/**
 * The formats made so far, by language, style and clock: making an `Intl.DateTimeFormat` costs
 * far more than formatting with it, and a list renders one per row and per render (on the server
 * per request). A format never changes once made.
 */
const formats = new Map<string, DateFormat>();
const MAX_FORMATS = 64;

function newDateFormat(locale: string, style: DateFormatStyle, timeZone: string): DateFormat {
  const options = { ...STYLES[style], timeZone };
  const tag = locale.replace('_', '-');
  try {
    const fallback = FALLBACKS[tag.split('-')[0] ?? ''];
    if (fallback && Intl.DateTimeFormat.supportedLocalesOf([tag]).length === 0) return fallback(style, timeZone);
    return new Intl.DateTimeFormat(tag, options);
  } catch {
    return new Intl.DateTimeFormat('en-US', options);
  }
}

/** One moment (a Date, an epoch in ms or an ISO text) in a language, on the site's clock. */
export function formatDate(value: Date | number | string, locale: string, style: DateFormatStyle = 'dateTime'): string {
  return createDateFormat(locale, style).format(typeof value === 'string' ? new Date(value) : value);
}
