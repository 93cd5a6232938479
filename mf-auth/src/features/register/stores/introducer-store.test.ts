import { createFakeSandbox, createTestRoot, httpError } from '@casino/mf-shared/testing';
import { registerHandlers } from '../../../testing/register-sandbox';
import { clearLinkIntroducer } from '../lib/link-introducer';
import { IntroducerStore } from './introducer-store';

async function resolveWith(prepare: (sandbox: ReturnType<typeof createFakeSandbox>) => void = () => undefined) {
  const sandbox = createFakeSandbox(registerHandlers().handlers);
  prepare(sandbox);
  const { store: root } = await createTestRoot({ fetch: sandbox.fetch, config: { apiBase: 'http://sandbox.test/api' } });
  const store = new IntroducerStore(root);
  await store.resolve();
  return store;
}

afterEach(() => {
  clearLinkIntroducer();
  document.cookie = 'ccy=; path=/; max-age=0';
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
});
