import { eventLocale, shouldRefreshTemplate } from './template-refresh';

describe('eventLocale', () => {
  it.each([
    ['en_US', 'en_US'],
    ['vi-VN', 'vi_VN'],
    ['1', 'zh_CN'],
    [3, 'vi_VN'],
    ['fr_FR', undefined],
    ['42', undefined],
    [undefined, undefined],
  ])('%p → %p', (input, expected) => {
    expect(eventLocale(input)).toBe(expected);
  });
});

describe('shouldRefreshTemplate', () => {
  it('refreshes the ads only for the page language, or when the event names none', () => {
    expect(shouldRefreshTemplate({ kind: 'model_setting', language: 'en_US' }, 'model_setting', 'en_US')).toBe(true);
    expect(shouldRefreshTemplate({ kind: 'model_setting', language: '2' }, 'model_setting', 'en_US')).toBe(true);
    expect(shouldRefreshTemplate({ kind: 'model_setting' }, 'model_setting', 'en_US')).toBe(true);
    expect(shouldRefreshTemplate({ kind: 'model_setting', language: 'vi_VN' }, 'model_setting', 'en_US')).toBe(false);
    expect(shouldRefreshTemplate({ kind: 'model_setting', language: 'nonsense' }, 'model_setting', 'en_US')).toBe(false);
  });

  it('refreshes only the list of the event kind', () => {
    expect(shouldRefreshTemplate({ kind: 'model_login' }, 'model_sponsor', 'en_US')).toBe(false);
    expect(shouldRefreshTemplate({ kind: 'model_sponsor', language: 'vi_VN' }, 'model_sponsor', 'en_US')).toBe(true);
    expect(shouldRefreshTemplate({ kind: 'model_login' }, 'model_login', 'zh_CN')).toBe(true);
  });
});
