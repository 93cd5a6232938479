import type { FastifyInstance } from 'fastify';
import PusherServer from 'pusher';
import { loginAs, testSandbox } from '../testing';

// The official library computes the expected auth strings, so a mistake in ours cannot hide.
const official = new PusherServer({
  appId: 'casino-sandbox',
  key: 'casino-key',
  secret: 'casino-secret',
  host: '127.0.0.1',
  useTLS: false,
});
const SOCKET = '1234.5678';

describe('POST /api/broadcasting/auth', () => {
  let app: FastifyInstance;
  let token: string;

  beforeEach(async () => {
    app = testSandbox();
    token = await loginAs(app, 'player_rmb');
  });

  afterEach(async () => {
    await app.close();
  });

  const form = (channel: string, authorization: string | null = `Bearer ${token}`, socketId = SOCKET) =>
    app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
      payload: `socket_id=${encodeURIComponent(socketId)}&channel_name=${encodeURIComponent(channel)}`,
    });

  it("signs the member's own private channel from the form pusher-js sends", async () => {
    const response = await form('private-member.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(official.authorizeChannel(SOCKET, 'private-member.1'));
  });

  it('accepts a JSON body and a bare token as well', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: { 'content-type': 'application/json', authorization: token },
      payload: { socket_id: SOCKET, channel_name: 'private-member.RMB' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(official.authorizeChannel(SOCKET, 'private-member.RMB'));
  });

  it('answers presence-member.{currency} with the channel_data the auth covers', async () => {
    const response = await form('presence-member.RMB');
    expect(response.statusCode).toBe(200);
    const expected = official.authorizeChannel(SOCKET, 'presence-member.RMB', {
      user_id: '1',
      user_info: { member_id: 1, member_account: 'player_rmb' },
    });
    expect(response.json()).toEqual(expected);
    expect(JSON.parse(expected.channel_data ?? '')).toEqual({ user_id: '1', user_info: { member_id: 1, member_account: 'player_rmb' } });
  });

  it.each([
    ['private-member.6', 'belongs to another member'],
    ['private-member.USD', 'for USD members'],
    ['presence-member.VND', 'for VND members'],
    ['private-admin', 'No authorisation rule'],
    ['web_api.RMB', 'public channel'],
  ])('refuses %s with 403 and says why', async (channel, reason) => {
    const response = await form(channel);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: false, code: 403, message: expect.stringContaining(reason) });
  });

  it('refuses without a live session: no token, an unknown one, or one logged out', async () => {
    expect((await form('private-member.1', null)).statusCode).toBe(403);
    expect((await form('private-member.1', 'Bearer not-a-session')).statusCode).toBe(403);
    await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json', authorization: token },
      payload: '{}',
    });
    const afterLogout = await form('private-member.1');
    expect(afterLogout.statusCode).toBe(403);
    expect(afterLogout.json().message).toMatch(/live member session/);
  });

  it('can be failed with a fault like every /api call', async () => {
    await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { path: '/broadcasting/auth', status: 503, times: 1 } });
    expect((await form('private-member.1')).statusCode).toBe(503);
    expect((await form('private-member.1')).statusCode).toBe(200);
  });

  it('answers 400 for a missing or malformed socket_id or channel_name', async () => {
    expect((await form('private-member.1', `Bearer ${token}`, 'abc')).statusCode).toBe(400);
    expect((await form('bad channel!')).statusCode).toBe(400);
  });
});

describe('/__sandbox/emit and /__sandbox/realtime without a listening server', () => {
  let app: FastifyInstance;

  beforeEach(() => {
    app = testSandbox();
  });

  afterEach(async () => {
    await app.close();
  });

  it('publishes to nobody and reports the server as not listening', async () => {
    const emitted = await app.inject({
      method: 'POST',
      url: '/__sandbox/emit',
      payload: { channels: ['web_api.RMB', 'web_api.USD'], event: 'carousel_picture.url' },
    });
    expect(emitted.json()).toEqual({ ok: true, event: 'carousel_picture.url', channels: ['web_api.RMB', 'web_api.USD'], delivered: 0 });
    const stats = await app.inject({ method: 'GET', url: '/__sandbox/realtime' });
    expect(stats.json()).toEqual({ ok: true, listening: false, port: null, connections: 0, subscriptions: 0, channels: [] });
  });

  it('refuses an emit without an event name or a channel', async () => {
    const noEvent = await app.inject({ method: 'POST', url: '/__sandbox/emit', payload: { channel: 'web_member' } });
    expect(noEvent.statusCode).toBe(400);
    expect(noEvent.json().message).toMatch(/^event must be/);
    const noChannel = await app.inject({ method: 'POST', url: '/__sandbox/emit', payload: { event: 'x' } });
    expect(noChannel.statusCode).toBe(400);
  });
});
