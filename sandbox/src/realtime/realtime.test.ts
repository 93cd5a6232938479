/*
 * The real-time server against the official clients: pusher-js subscribing through the sandbox's
 * /api/broadcasting/auth, and the `pusher` Node library publishing through the HTTP events API.
 */
import PusherServer from 'pusher';
import type Pusher from 'pusher-js';
import type { PresenceChannel } from 'pusher-js';
import {
  connected,
  disconnect,
  login,
  nextEvent,
  pusherClient,
  refused,
  startSandbox,
  subscribed,
  waitFor,
  type RunningSandbox,
} from './test-support';

const APP = { appId: 'casino-sandbox', key: 'casino-key', secret: 'casino-secret' };

describe('the Pusher-protocol server with pusher-js and the pusher library', () => {
  let sandbox: RunningSandbox;
  let publisher: PusherServer;
  let rmb: { token: string; member_id: number };
  let agent: { token: string; member_id: number };
  const clients: Pusher[] = [];

  const client = (token?: string): Pusher => {
    const c = pusherClient(sandbox, token);
    clients.push(c);
    return c;
  };

  const emit = async (body: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
    const response = await fetch(`${sandbox.apiUrl}/__sandbox/emit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const realtimeStats = async (): Promise<{
    connections: number;
    subscriptions: number;
    channels: { name: string; subscription_count: number; user_count?: number }[];
  }> => (await fetch(`${sandbox.apiUrl}/__sandbox/realtime`)).json() as never;

  beforeAll(async () => {
    sandbox = await startSandbox();
    publisher = new PusherServer({ ...APP, host: '127.0.0.1', port: String(sandbox.wsPort), useTLS: false });
    rmb = await login(sandbox.apiUrl, 'player_rmb');
    agent = await login(sandbox.apiUrl, 'agent_rmb');
  });

  afterAll(async () => {
    await Promise.all(clients.map(disconnect));
    await sandbox.app.close();
  });

  it('listens on the port it was given (0 = a free one) and hands out socket ids', async () => {
    expect(sandbox.wsPort).toBeGreaterThan(0);
    const c = client();
    const socketId = await connected(c);
    expect(socketId).toMatch(/^\d+\.\d+$/);
    const stats = await realtimeStats();
    expect(stats.connections).toBeGreaterThanOrEqual(1);
  });

  it('delivers an event published with the pusher library to a public channel', async () => {
    const c = client();
    const channel = c.subscribe('web_api.RMB');
    await subscribed(channel);
    const received = nextEvent(channel, 'carousel_picture.url');
    const response = await publisher.trigger('web_api.RMB', 'carousel_picture.url', { site_id: 1 });
    expect(response.status).toBe(200);
    await expect(received).resolves.toEqual({ site_id: 1 });
  });

  it('delivers an event published through /__sandbox/emit, and keeps it from the socket_id named', async () => {
    const a = client();
    const b = client();
    const [channelA, channelB] = [a.subscribe('web_member'), b.subscribe('web_member')];
    await Promise.all([subscribed(channelA), subscribed(channelB)]);

    const toA = nextEvent(channelA, 'customer_service_link_change');
    const answer = await emit({
      channel: 'web_member',
      event: 'customer_service_link_change',
      data: { link: 'https://support.example.com' },
    });
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, event: 'customer_service_link_change', channels: ['web_member'], delivered: 2 },
    });
    await expect(toA).resolves.toEqual({ link: 'https://support.example.com' });

    const toB = nextEvent(channelB, 'second');
    const missedByA = jest.fn();
    channelA.bind('second', missedByA);
    await emit({ channel: 'web_member', event: 'second', data: { n: 2 }, socket_id: a.connection.socket_id });
    await expect(toB).resolves.toEqual({ n: 2 });
    expect(missedByA).not.toHaveBeenCalled();
  });

  it('refuses to publish a malformed emit', async () => {
    expect((await emit({ channel: 'bad channel!', event: 'x' })).status).toBe(400);
    expect((await emit({ channel: 'web_member' })).status).toBe(400);
  });

  it("subscribes the member's own private channel through /api/broadcasting/auth and receives events for it", async () => {
    const c = client(rmb.token);
    const channel = c.subscribe(`private-member.${rmb.member_id}`);
    await subscribed(channel);
    const cash = nextEvent(channel, 'member.cash');
    await publisher.trigger([`private-member.${rmb.member_id}`, 'web_api.USD'], 'member.cash', { cash: '1300.50' });
    await expect(cash).resolves.toEqual({ cash: '1300.50' });
  });

  it("refuses another member's private channel and the private channel of another currency", async () => {
    const c = client(rmb.token);
    const other = c.subscribe(`private-member.${agent.member_id}`);
    await expect(refused(other)).resolves.toMatchObject({ status: 403 });
    const usd = c.subscribe('private-member.USD');
    await expect(refused(usd)).resolves.toMatchObject({ status: 403 });
    const own = c.subscribe('private-member.RMB');
    await expect(subscribed(own)).resolves.toBeDefined();
  });

  it('refuses private channels to a visitor without a token', async () => {
    const c = client();
    await expect(refused(c.subscribe(`private-member.${rmb.member_id}`))).resolves.toMatchObject({ status: 403 });
  });

  it("announces presence members joining and leaving, and refuses client events on the member's currency channel", async () => {
    const a = client(rmb.token);
    const presenceA = a.subscribe('presence-member.RMB') as PresenceChannel;
    await subscribed(presenceA);
    expect(presenceA.members.count).toBe(1);
    expect(presenceA.members.me).toEqual({ id: String(rmb.member_id), info: { member_id: rmb.member_id, member_account: 'player_rmb' } });

    const joined = nextEvent<{ id: string; info: unknown }>(presenceA, 'pusher:member_added');
    const b = client(agent.token);
    const presenceB = b.subscribe('presence-member.RMB') as PresenceChannel;
    await subscribed(presenceB);
    await expect(joined).resolves.toEqual({
      id: String(agent.member_id),
      info: { member_id: agent.member_id, member_account: 'agent_rmb' },
    });
    expect(presenceB.members.count).toBe(2);
    const seen: unknown[] = [];
    presenceB.members.each((member: { info: unknown }) => seen.push(member.info));
    expect(seen).toEqual(expect.arrayContaining([{ member_id: rmb.member_id, member_account: 'player_rmb' }]));

    const info = await publisher.get({ path: '/channels/presence-member.RMB', params: { info: 'user_count,subscription_count' } });
    expect(await info.json()).toEqual({ occupied: true, user_count: 2, subscription_count: 2 });

    // the product sends no client events: a member's whisper on the currency channel reaches nobody
    const whisperedToB = jest.fn();
    presenceB.bind('client-typing', whisperedToB);
    const refusal = waitFor<{ data?: { code?: number; message?: string } }>('the refusal of the client event', (done) =>
      a.connection.bind('error', done),
    );
    expect(presenceA.trigger('client-typing', { typing: true })).toBe(true);
    await expect(refusal).resolves.toMatchObject({ data: { code: 4301, message: expect.stringContaining('presence-member.RMB') } });
    // a server event published after the refusal arrives after anything the whisper could have sent
    const marker = nextEvent(presenceB, 'after-whisper');
    await publisher.trigger('presence-member.RMB', 'after-whisper', {});
    await marker;
    expect(whisperedToB).not.toHaveBeenCalled();

    const left = nextEvent<{ id: string }>(presenceA, 'pusher:member_removed');
    await disconnect(b);
    await expect(left).resolves.toMatchObject({ id: String(agent.member_id) });
    expect(presenceA.members.count).toBe(1);
  });

  it('publishes a batch and answers channel queries for the pusher library', async () => {
    const c = client();
    const one = c.subscribe('batch-one');
    const two = c.subscribe('batch-two');
    await Promise.all([subscribed(one), subscribed(two)]);
    const received = Promise.all([nextEvent(one, 'first'), nextEvent(two, 'second')]);
    const response = await publisher.triggerBatch([
      { channel: 'batch-one', name: 'first', data: { n: 1 } },
      { channel: 'batch-two', name: 'second', data: 'plain text' },
    ]);
    expect(response.status).toBe(200);
    await expect(received).resolves.toEqual([{ n: 1 }, 'plain text']);

    const channels = (await (await publisher.get({ path: '/channels', params: { filter_by_prefix: 'batch-' } })).json()) as {
      channels: Record<string, unknown>;
    };
    expect(Object.keys(channels.channels).sort()).toEqual(['batch-one', 'batch-two']);
    const empty = await publisher.get({ path: '/channels/nobody-here', params: { info: 'subscription_count' } });
    expect(await empty.json()).toEqual({ occupied: false, subscription_count: 0 });
  });

  it('refuses HTTP calls with a wrong signature, a stale timestamp or another app id', async () => {
    const forger = new PusherServer({ ...APP, secret: 'not-the-secret', host: '127.0.0.1', port: String(sandbox.wsPort), useTLS: false });
    await expect(forger.trigger('web_member', 'x', {})).rejects.toMatchObject({
      status: 401,
      body: expect.stringContaining('Invalid signature'),
    });

    const realNow = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(realNow - 601_000);
    let stale: Promise<unknown>;
    try {
      stale = publisher.trigger('web_member', 'x', {});
    } finally {
      clock.mockRestore();
    }
    await expect(stale).rejects.toMatchObject({ status: 401, body: expect.stringContaining('Timestamp expired') });

    const otherApp = new PusherServer({ ...APP, appId: 'another-app', host: '127.0.0.1', port: String(sandbox.wsPort), useTLS: false });
    await expect(otherApp.trigger('web_member', 'x', {})).rejects.toMatchObject({ status: 404 });

    const unsigned = await fetch(`http://127.0.0.1:${sandbox.wsPort}/apps/${APP.appId}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x', channel: 'web_member', data: '{}' }),
    });
    expect(unsigned.status).toBe(401);
  });

  it('publishes carousel_picture.url on web_api.{currency} of the site when a banner is edited', async () => {
    const c = client();
    const rmbChannel = c.subscribe('web_api.RMB');
    const vndChannel = c.subscribe('web_api.VND');
    await Promise.all([subscribed(rmbChannel), subscribed(vndChannel)]);
    const onVnd = jest.fn();
    vndChannel.bind('carousel_picture.url', onVnd);
    const onRmb = nextEvent(rmbChannel, 'carousel_picture.url');

    const edit = await fetch(`${sandbox.apiUrl}/__sandbox/content/banners`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 1, sort: 99 }),
    });
    expect(edit.status).toBe(200);
    await expect(onRmb).resolves.toEqual({ site_id: 1, id: 1, use_type: 0 });
    // site 1 sells RMB and USD, not VND; an event to VND would have arrived with the RMB one
    const marker = nextEvent(vndChannel, 'marker');
    await publisher.trigger('web_api.VND', 'marker', {});
    await marker;
    expect(onVnd).not.toHaveBeenCalled();
  });

  it('reports connections and subscriptions at /__sandbox/realtime', async () => {
    const c = client();
    const channel = c.subscribe('stats-probe');
    await subscribed(channel);
    const stats = await realtimeStats();
    expect(stats.connections).toBe(clients.filter((x) => x.connection.state === 'connected').length);
    expect(stats.channels).toContainEqual({ name: 'stats-probe', subscription_count: 1 });
    c.unsubscribe('stats-probe');
    await waitFor('the unsubscription to arrive', (done) => {
      const poll = async (): Promise<void> => {
        const now = await realtimeStats();
        if (now.channels.some((ch) => ch.name === 'stats-probe')) setTimeout(() => void poll(), 20);
        else done(undefined);
      };
      void poll();
    });
  });
});
