import Cookies from 'js-cookie';
import { cookieAttributes, writeCurrencyCookie, writeLocaleCookie } from './cookies';

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
});
