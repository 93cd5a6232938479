import { DEFAULT_TIME_ZONE, createDateFormat, formatDate } from './format-date';

// 02:30 UTC on 1 March is still 28 February, 22:30, in Caracas (UTC−4).
const MOMENT = '2026-03-01T02:30:00Z';

describe('formatDate', () => {
  it('shows a moment on the Caracas clock whatever the zone of the machine', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/Caracas');
    expect(formatDate(MOMENT, 'en_US')).toBe('Feb 28, 2026, 10:30 PM');
    expect(formatDate(Date.parse(MOMENT), 'en-US', 'date')).toBe('Feb 28, 2026');
  });

  it.each([
    ['zh_CN', '2026年2月28日 22:30'],
    ['vi_VN', '22:30 28 thg 2, 2026'],
    ['th_TH', '28 ก.พ. 2569 22:30'],
    ['hi_IN', '28 फ़र॰ 2026, 10:30 pm'],
    ['bn_BD', '২৮ ফেব, ২০২৬, ১০:৩০ PM'],
  ])('writes the date and time the %s way', (locale, expected) => {
    expect(formatDate(new Date(MOMENT), locale)).toBe(expected);
  });

  it('writes an unknown language as en-US and takes another zone when asked', () => {
    expect(createDateFormat('not a tag', 'date').format(new Date(MOMENT))).toBe('Feb 28, 2026');
    expect(createDateFormat('en_US', 'dateTime', 'UTC').format(new Date(MOMENT))).toBe('Mar 1, 2026, 2:30 AM');
  });
});

describe('Burmese dates', () => {
  const RealDateTimeFormat = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = RealDateTimeFormat;
  });

  /** Intl as Chromium ships it: no Burmese data, so `my` resolves to the default language, en-US. */
  function withoutBurmeseData(): void {
    const noBurmese = (locales?: Intl.LocalesArgument) =>
      ([] as unknown[]).concat(locales ?? []).filter((tag): tag is string => typeof tag === 'string' && !/^my\b/.test(tag));
    const Chromium = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      const kept = noBurmese(locales);
      return new RealDateTimeFormat(kept.length > 0 ? kept : 'en-US', options);
    } as unknown as typeof Intl.DateTimeFormat;
    Chromium.supportedLocalesOf = (locales, options) => RealDateTimeFormat.supportedLocalesOf(noBurmese(locales), options);
    Intl.DateTimeFormat = Chromium;
  }

  it('are made once per language, style and clock', () => {
    expect(createDateFormat('vi_VN', 'date')).toBe(createDateFormat('vi_VN', 'date'));
    expect(createDateFormat('vi_VN', 'date')).not.toBe(createDateFormat('vi_VN', 'dateTime'));
    expect(createDateFormat('vi_VN', 'date', 'UTC')).not.toBe(createDateFormat('vi_VN', 'date'));
  });

  it('are written in Burmese by Intl where the runtime has Burmese data (Node)', () => {
    expect(formatDate(MOMENT, 'my_MM')).toBe('၂၀၂၆ ဖေ ၂၈ ၂၂:၃၀');
  });

  it('are written out in Burmese, as CLDR writes them, where the runtime has no Burmese data (Chromium)', () => {
    const dates = [MOMENT, '2026-12-09T15:05:00Z', '2026-07-04T23:59:00Z'];
    const withIntl = dates.flatMap((d) => [formatDate(d, 'my_MM'), formatDate(d, 'my_MM', 'date')]);
    withoutBurmeseData();
    expect(new Intl.DateTimeFormat('my-MM', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(MOMENT))).toBe('Mar 1, 2026');
    // A fresh copy of the module: the formats made above with Node's data are kept by the first one.
    let inChromium: typeof formatDate = formatDate;
    jest.isolateModules(() => {
      inChromium = (jest.requireActual('./format-date') as { formatDate: typeof formatDate }).formatDate;
    });
    const written = dates.flatMap((d) => [inChromium(d, 'my_MM'), inChromium(d, 'my_MM', 'date')]);
    expect(written).toEqual(withIntl);
    expect(written.slice(0, 2)).toEqual(['၂၀၂၆ ဖေ ၂၈ ၂၂:၃၀', '၂၀၂၆ ဖေ ၂၈']);
    expect(written.join(' ')).not.toMatch(/[A-Za-z0-9]/);
  });
});
