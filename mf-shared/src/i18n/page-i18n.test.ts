import { createI18n } from './create-i18n';
import { preloadNamespace, providePageI18n, resetPageI18n } from './page-i18n';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadNamespace', () => {
  afterEach(() => resetPageI18n());

  it("waits for the page's instance, then loads the namespace for its language and the fallback", async () => {
    const loader = jest.fn(async (locale: string) => ({ greeting: `hello ${locale}` }));
    preloadNamespace('demo', loader);
    await flush();
    expect(loader).not.toHaveBeenCalled();

    const i18n = await createI18n('zh_CN');
    providePageI18n(i18n);
    await flush();
    expect(loader.mock.calls.map(([locale]) => locale).sort()).toEqual(['en_US', 'zh_CN']);
    expect(i18n.getResource('zh-CN', 'demo', 'greeting')).toBe('hello zh_CN');
    expect(i18n.getResource('en-US', 'demo', 'greeting')).toBe('hello en_US');
  });

  it('loads at once once the instance is there, and a failed load throws nowhere', async () => {
    const i18n = await createI18n('en_US');
    providePageI18n(i18n);
    const loader = jest.fn(async () => {
      throw new Error('chunk failed');
    });
    preloadNamespace('broken', loader);
    await flush();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(i18n.hasResourceBundle('en-US', 'broken')).toBe(false);
  });
});
