import Cookies from 'js-cookie';
import {
  clearIntroducerCookies,
  cookieAttributes,
  readCookie,
  writeAdCookie,
  writeCurrencyCookie,
  writeFlagCookie,
  writeIntroducerCookies,
  writeLocaleCookie,
} from './cookies';

describe('cookies the page sets', () => {
  it('are Secure on https only, SameSite lax, for the whole site', () => {
    expect(cookieAttributes('https:')).toEqual({ path: '/', sameSite: 'lax', secure: true });
    expect(cookieAttributes('http:')).toEqual({ path: '/', sameSite: 'lax', secure: false });
  });

  it("are written with the page's attributes", () => {
    const set = jest.fn();
    const withAttributes = jest
      .spyOn(Cookies, 'withAttributes')
      .mockReturnValue({ set } as unknown as ReturnType<typeof Cookies.withAttributes>);
    writeLocaleCookie('vi_VN');
    writeCurrencyCookie('VND');
    expect(withAttributes).toHaveBeenCalledWith(cookieAttributes(window.location.protocol));
    expect(set).toHaveBeenCalledWith('i18n_redirected', 'vi_VN', { expires: 365 });
    expect(set).toHaveBeenCalledWith('ccy', 'VND', { expires: 1 });
    withAttributes.mockRestore();
  });

  it('are skipped, not thrown, where the browser refuses cookies (sandboxed frames): the page still starts', () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(document, 'cookie', { configurable: true, get: refuse, set: refuse });
    try {
      expect(readCookie('i18n_redirected')).toBeUndefined();
      expect(() => {
        writeLocaleCookie('zh_CN');
        writeCurrencyCookie('RMB');
        writeFlagCookie('isFastDeposit');
        writeIntroducerCookies({ agentId: '12', currency: 'RMB' });
        writeAdCookie('_fbc', 'fb.1.2.3');
        clearIntroducerCookies();
      }).not.toThrow();
    } finally {
      // The own property shadowed jsdom's accessor on Document.prototype.
      delete (document as unknown as Record<string, unknown>).cookie;
    }
    writeLocaleCookie('vi_VN');
    expect(readCookie('i18n_redirected')).toBe('vi_VN');
  });

  it('forgets a refused introducer: every link cookie goes, the others stay', () => {
    writeCurrencyCookie('RMB');
    writeIntroducerCookies({ recommendCode: 'R1001' });
    expect(readCookie('recommend_code')).toBe('R1001');
    clearIntroducerCookies();
    expect([readCookie('register_type'), readCookie('member_agent'), readCookie('recommend_code')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(readCookie('ccy')).toBe('RMB');
  });
});
