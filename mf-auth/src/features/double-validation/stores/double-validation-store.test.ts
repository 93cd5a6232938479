import { createFakeSandbox, createTestRoot } from '@casino/mf-shared/testing';
import type { DoubleValidationChallenge } from '@casino/contracts';
import { DoubleValidationStore } from './double-validation-store';

// member-and-account.md §9: double validation offers 3 questions when the server does not say how
// many (available_questions_count missing or not a number): the current one and two others.

async function storeFor(challenge: Partial<DoubleValidationChallenge>, skipAnswer: Record<string, unknown> = { question: 'Next?' }) {
  const sandbox = createFakeSandbox({
    '/login/double_validation/skip': () => skipAnswer,
    '/captcha': () => ({ token: 'c1', captcha: 'data:image/png;base64,', placeholder: '' }),
  });
  const { store: root } = await createTestRoot({ fetch: sandbox.fetch });
  const store = new DoubleValidationStore(
    root,
    { member_login_id: 'L1', question: 'First pet?', ...challenge } as DoubleValidationChallenge,
    { remote_addr: '203.0.113.7', host: 'www.casino.test' },
  );
  return { store, sandbox };
}

describe('the double validation without a question count', () => {
  it.each([
    ['missing', {}],
    ['not a number', { available_questions_count: 'many' as unknown as number }],
  ])('offers 3 questions when the count is %s: two skips, then none', async (_case, challenge) => {
    const { store, sandbox } = await storeFor(challenge);
    expect([store.available, store.skipsLeft]).toEqual([3, 2]);
    await store.skip();
    expect([store.question, store.skipsLeft]).toEqual(['Next?', 1]);
    await store.skip();
    expect(store.skipsLeft).toBe(0);
    await store.skip();
    expect(sandbox.hits('/login/double_validation/skip')).toBe(2);
    store.dispose();
  });

  it("takes the server's count when it gives one", async () => {
    const { store } = await storeFor({ available_questions_count: 5 }, { question: 'Next?', available_questions_count: 1 });
    expect(store.skipsLeft).toBe(4);
    await store.skip();
    expect(store.skipsLeft).toBe(0);
    store.dispose();
  });
});
