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
});
