/** @jest-environment node */
/*
 * The shell's real-time code (laravel-echo + pusher-js, channel plan, handlers) against the
 * sandbox's Pusher-protocol server and API: events published through /__sandbox/emit reach the
 * stores and the bus of a real RootStore.
 */
import type { AddressInfo } from 'node:net';
import { RootStore, createMemoryStorage } from '@casino/mf-shared';
import type { BusEvents } from '@casino/contracts';
import { testSiteConfig } from '@casino/mf-shared/testing';
import { buildSandbox } from '../../../../sandbox/src/app';
import { login } from '../../../../sandbox/src/testing';
import { createEchoSocket, type RealtimeSocket } from './echo-client';
import { RealtimeConnection } from './realtime-connection';
import { testEnvironment } from './test-support';

type Sandbox = ReturnType<typeof buildSandbox>;

/** Resolves once `test` holds (checked every 25 ms), or fails naming `what` after `ms`. */
async function eventually(what: string, test: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const started = Date.now();
  while (!(await test())) {
    if (Date.now() - started > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const isPrivate = (name: string) => name.startsWith('private-') || name.startsWith('presence-');

describe('real-time connection against the sandbox', () => {
  let sandbox: Sandbox;
  let apiUrl: string;
  let store: RootStore;
  let connection: RealtimeConnection;
  let socket: RealtimeSocket | null = null;
  let memberId: string;

  const emit = async (channel: string, event: string, data: unknown) => {
    const response = await fetch(`${apiUrl}/__sandbox/emit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel, event, data }),
    });
    return (await response.json()) as { ok: boolean; delivered: number };
  };

  const realtimeChannels = async () => {
    const response = await fetch(`${apiUrl}/__sandbox/realtime`);
    return ((await response.json()) as { channels: { name: string; subscription_count: number }[] }).channels.map(
      (channel) => channel.name,
    );
  };

  beforeAll(async () => {
    sandbox = buildSandbox({ dbFile: ':memory:', realtime: { port: 0, host: '127.0.0.1' } });
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
    const wsPort = sandbox.realtime.port;
    if (wsPort === null) throw new Error('the sandbox real-time server is not listening');

    // A login as the page makes it (captcha answered, header signed), through the sandbox's own test helper.
    const session = (
      await login<{ token: string; member_id: number; member_account: string; member_currency: string }>(sandbox, 'player_rmb')
    ).body.apiResponseData;
    memberId = String(session.member_id);

    const config = testSiteConfig({
      currency: 'RMB',
      apiBase: `${apiUrl}/api`,
      realtime: { key: 'casino-key', cluster: 'mt1', wsHost: '127.0.0.1', wsPort, wssPort: wsPort, authEndpoint: '/api/broadcasting/auth' },
    });
    store = new RootStore({
      config,
      storage: createMemoryStorage({
        token: session.token,
        member_id: memberId,
        member_account: session.member_account,
        currency: session.member_currency,
      }),
      width: 1280,
      locale: 'en_US',
      notifier: { error: jest.fn(), info: jest.fn(), success: jest.fn() },
    });
    connection = new RealtimeConnection({
      context: { store, t: (key) => key, env: testEnvironment() },
      createSocket: (token) => {
        socket = createEchoSocket(config, token, { protocol: 'http:', hostname: 'localhost' });
        return socket;
      },
    });
    connection.start();
    await eventually('the socket to connect', () => socket?.state === 'connected');
    // Private and presence channels are joined once the sandbox authorised them with the token.
    const expected = [`private-member.${memberId}`, 'private-member.RMB', 'presence-member.RMB', 'web_api.RMB', 'web_member'];
    await eventually('the sandbox to report every channel', async () => {
      const channels = await realtimeChannels();
      return expected.every((name) => channels.includes(name));
    });
    // A real sandbox (its database seeded), a login and a socket: seconds, many more on a busy machine.
  }, 60_000);

  afterAll(async () => {
    connection?.dispose();
    await sandbox?.close();
  });

  it('joins the public, private and presence channels of a member', async () => {
    const channels = await realtimeChannels();
    expect(channels).toEqual(
      expect.arrayContaining([
        `private-member.${memberId}`,
        'private-member.RMB',
        'presence-member.RMB',
        'web_api.RMB',
        'web_member',
        'site02_template',
        'bob_mobile_template',
      ]),
    );
  });

  it('member.cash on private-member.{id} updates the wallet balance and clears the quitting flag', async () => {
    store.game.setQuitting(true);
    const sent = await emit(`private-member.${memberId}`, 'member.cash', { cash: '1300.50' });
    expect(sent.delivered).toBe(1);
    await eventually('the balance to change', () => store.wallet.balance === 1300.5);
    expect(store.game.quitting).toBe(false);
  });

  it('carousel_picture.url on web_api.RMB publishes realtime:carousel-changed', async () => {
    const heard: BusEvents['realtime:carousel-changed'][] = [];
    const off = store.bus.on('realtime:carousel-changed', (payload) => heard.push(payload));
    await emit('web_api.RMB', 'carousel_picture.url', { site_id: 1, id: 3, use_type: 0 });
    await eventually('the bus event', () => heard.length > 0);
    off();
    expect(heard).toEqual([{ currency: 'RMB' }]);
  });

  it('leaves the private channels on logout and stays on the public ones', async () => {
    store.logout('user');
    await eventually('the private channels to be left', async () => !(await realtimeChannels()).some(isPrivate));
    expect(await realtimeChannels()).toContain('web_api.RMB');
    const sent = await emit(`private-member.${memberId}`, 'member.cash', { cash: '5' });
    expect(sent.delivered).toBe(0);
  });
});
