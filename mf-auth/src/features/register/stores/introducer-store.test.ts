import { writeIntroducerCookies } from '@casino/mf-shared';
import { DEFAULT_SITE_FLAGS } from '@casino/contracts';
import { createFakeSandbox, createTestRoot, httpError, recordCookieWrites } from '@casino/mf-shared/testing';
import { registerHandlers } from '../../../testing/register-sandbox';
import { clearLinkIntroducer } from '../lib/link-introducer';
import { IntroducerStore } from './introducer-store';

async function resolveWith(prepare: (sandbox: ReturnType<typeof createFakeSandbox>) => void = () => undefined, linkExpireMinutes = 30) {
  const sandbox = createFakeSandbox(registerHandlers().handlers);
  prepare(sandbox);
  const { store: root } = await createTestRoot({
    fetch: sandbox.fetch,
    config: { apiBase: 'http://sandbox.test/api', flags: { ...DEFAULT_SITE_FLAGS, linkExpireMinutes } },
  });
  const store = new IntroducerStore(root);
  await store.resolve();
  return store;
}

const minutesLeft = (line: string | undefined) => (Date.parse(/expires=([^;]+)/.exec(line ?? '')?.[1] ?? '') - Date.now()) / 60_000;

const agentDomain = (sandbox: ReturnType<typeof createFakeSandbox>) =>
  sandbox.on('/arks/web/check-agent-domain', () => ({ is_valid: 1, currency: 'VND', agent_id: 2001 }));

afterEach(() => {
  clearLinkIntroducer();
  document.cookie = 'ccy=; path=/; max-age=0';
  document.cookie = 'agent_domain_id=; path=/; max-age=0';
});

describe('the introducer', () => {
  it('is free, in the site currency, without a link or an agent domain', async () => {
    const store = await resolveWith();
    expect([store.source, store.locked, store.code, store.currency, store.registerTypeFor('')]).toEqual(['site', false, '', 'RMB', '']);
    expect(store.registerTypeFor('AG1001')).toBe('agent');
  });

  it('keeps a link that could not be checked (the server judges it at submit), in the link currency', async () => {
    document.cookie = 'register_type=recommend; path=/';
    document.cookie = 'recommend_code=R1001; path=/';
    document.cookie = 'ccy=VND; path=/';
    const store = await resolveWith((sandbox) => sandbox.fail('/register/valid_message', httpError(502)));
    expect([store.source, store.locked, store.code, store.currency]).toEqual(['link', true, 'R1001', 'VND']);
    expect(store.registerTypeFor('R1001')).toBe('recommend');
  });

  it('lets an agent domain win over a link', async () => {
    document.cookie = 'register_type=agent; path=/';
    document.cookie = 'member_agent=AG1001; path=/';
    const store = await resolveWith((sandbox) =>
      sandbox.on('/arks/web/check-agent-domain', () => ({ is_valid: 1, currency: 'VND', agent_id: 2001 })),
    );
    expect([store.source, store.locked, store.code, store.currency, store.registerType]).toEqual([
      'agentDomain',
      true,
      '2001',
      'VND',
      'agent',
    ]);
  });

  it('unlocks a link the server refused at submit, and forgets its cookies', async () => {
    document.cookie = 'register_type=agent; path=/';
    document.cookie = 'member_agent=AG1001; path=/';
    const store = await resolveWith();
    expect(store.locked).toBe(true);
    store.unlock();
    expect(store.locked).toBe(false);
    expect(document.cookie).not.toMatch(/member_agent/);
  });

  it("takes a friend's ?invite= link (the cookies the shell writes) as a fixed recommend code in its currency", async () => {
    writeIntroducerCookies({ recommendCode: 'R1001' });
    const store = await resolveWith();
    expect([store.source, store.locked, store.code, store.currency, store.registerTypeFor('R1001')]).toEqual([
      'link',
      true,
      'R1001',
      'RMB',
      'recommend',
    ]);
    expect(store.attribution).toEqual({});
  });

  it("remembers an agent domain's agent in agent_domain_id for the site's LINK_EXPIRE_TIME, and sends it on register", async () => {
    const { result: store, written } = await recordCookieWrites(() => resolveWith(agentDomain, 10));
    const line = written.find((value) => value.startsWith('agent_domain_id=2001'));
    expect(minutesLeft(line)).toBeGreaterThan(9);
    expect(minutesLeft(line)).toBeLessThanOrEqual(10);
    expect(document.cookie).toContain('agent_domain_id=2001');
    expect(store.attribution).toEqual({ agent_domain_id: '2001' });
  });

  it('keeps the remembered agent of this domain when the domain check cannot be asked; forgets it when the server says no', async () => {
    document.cookie = 'agent_domain_id=2001; path=/';
    document.cookie = 'ccy=VND; path=/';
    const unanswered = await resolveWith((sandbox) => sandbox.fail('/arks/web/check-agent-domain', httpError(502)));
    expect([unanswered.source, unanswered.locked, unanswered.code, unanswered.currency, unanswered.registerType]).toEqual([
      'agentDomain',
      true,
      '2001',
      'VND',
      'agent',
    ]);
    expect(unanswered.attribution).toEqual({ agent_domain_id: '2001' });

    const refused = await resolveWith();
    expect([refused.source, refused.locked, refused.attribution]).toEqual(['site', false, {}]);
    expect(document.cookie).not.toContain('agent_domain_id');
  });

  it('forgets the domain agent the server refused at submit', async () => {
    const store = await resolveWith(agentDomain);
    store.unlock();
    expect([store.locked, store.attribution]).toEqual([false, {}]);
    expect(document.cookie).not.toContain('agent_domain_id');
  });
});
