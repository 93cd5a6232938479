import { clearLinkIntroducer, readLinkIntroducer } from './link-introducer';

const setCookie = (name: string, value: string) => (document.cookie = `${name}=${value}; path=/`);

afterEach(() => clearLinkIntroducer());

describe('the introducer of a register link', () => {
  it('is none without the cookies', () => {
    expect(readLinkIntroducer()).toBeNull();
  });

  it('is the agent or the recommend code that register_type names', () => {
    setCookie('register_type', 'agent');
    setCookie('member_agent', 'AG1001');
    expect(readLinkIntroducer()).toEqual({ registerType: 'agent', code: 'AG1001' });
    setCookie('register_type', 'recommend');
    setCookie('recommend_code', 'R1001');
    expect(readLinkIntroducer()).toEqual({ registerType: 'recommend', code: 'R1001' });
  });

  it('is forgotten with its cookies', () => {
    setCookie('register_type', 'agent');
    setCookie('member_agent', 'AG1001');
    clearLinkIntroducer();
    expect(readLinkIntroducer()).toBeNull();
    expect(document.cookie).not.toMatch(/member_agent|register_type/);
  });

  // The shell's ?invite= and ?id= write these through mf-shared's writeIntroducerCookies.
  it.each([
    ['a recommend code without a type (an older link)', { recommend_code: 'R1001' }, { registerType: 'recommend', code: 'R1001' }],
    ['an agent without a type', { member_agent: 'AG1001' }, { registerType: 'agent', code: 'AG1001' }],
    [
      'the agent, when both are there without a type',
      { member_agent: 'AG1001', recommend_code: 'R1001' },
      { registerType: 'agent', code: 'AG1001' },
    ],
    [
      'the recommend code that register_type names over an agent',
      { register_type: 'recommend', member_agent: 'AG1001', recommend_code: 'R1001' },
      { registerType: 'recommend', code: 'R1001' },
    ],
    ['none when register_type names a recommend code that is gone', { register_type: 'recommend', member_agent: 'AG1001' }, null],
    ['none when register_type names an agent that is gone', { register_type: 'agent', recommend_code: 'R1001' }, null],
  ] as const)('is %s', (_case, cookies, expected) => {
    for (const [name, value] of Object.entries(cookies)) setCookie(name, value);
    expect(readLinkIntroducer()).toEqual(expected);
  });
});
