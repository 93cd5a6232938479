import { registerCurrencyOffer } from './register-currency';

describe('the register currency on a site of its own', () => {
  it.each([
    ['two currencies: the site default, both offered', ['RMB', 'USD'], 'RMB', null, 'RMB', ['RMB', 'USD']],
    ['?currency= of the site preselects it', ['RMB', 'USD'], 'RMB', 'USD', 'USD', ['RMB', 'USD']],
    ['?currency= the site does not have is ignored', ['VND', 'USD'], 'VND', 'RMB', 'VND', ['VND', 'USD']],
    ['?currency= that is no symbol is ignored', ['VND', 'USD'], 'VND', 'usd', 'VND', ['VND', 'USD']],
    ['a default outside the list: the first', ['VND', 'USD'], 'RMB', null, 'VND', ['VND', 'USD']],
    ['one currency: nothing to choose', ['VND'], 'VND', 'USD', 'VND', []],
    ['no list (the call failed): the configured currency', [], 'RMB', 'USD', 'RMB', []],
    ['unknown codes from the server are dropped', ['RMB', 'EUR', 'RMB'], 'RMB', 'EUR', 'RMB', []],
  ])('%s', (_case, list, siteDefault, requested, currency, choices) => {
    expect(registerCurrencyOffer(list, siteDefault, requested)).toEqual({ currency, choices });
  });
});
