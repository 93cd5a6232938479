import { RootStore, createMemoryStorage } from '@casino/mf-shared';
import { createFakeSandbox } from '@casino/mf-shared/testing';
import { testConfig } from '../../../testing/render-home';
import { DemoStore } from './demo-store';

describe('DemoStore.play', () => {
  it('refuses a second demo play while one is running, and accepts one after it ended', async () => {
    const resolvers: ((value: unknown) => void)[] = [];
    const sandbox = createFakeSandbox({ '/demo/play': () => new Promise((resolve) => resolvers.push(resolve)) });
    const root = new RootStore({
      config: testConfig,
      storage: createMemoryStorage(),
      width: 1280,
      locale: 'en_US',
      notifier: { error: jest.fn(), info: jest.fn(), success: jest.fn() },
      fetch: sandbox.fetch,
    });
    const store = new DemoStore(root);
    const game = { id: 1, gp_id: 'GPJL', game_type: 2, game_code: 'A', game_name: 'A' };
    const first = store.play(game);
    const second = await store.play({ ...game, game_code: 'B' });
    expect(second).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sandbox.callsTo('/demo/play')).toHaveLength(1);
    resolvers[0]?.({ game_url: '/a' });
    await expect(first).resolves.toBe('/a');
    expect(store.playing).toBeNull();
    const third = store.play({ ...game, game_code: 'C' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    resolvers[1]?.({ game_url: '/c' });
    await expect(third).resolves.toBe('/c');
  });
});
