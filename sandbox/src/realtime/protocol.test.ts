/*
 * The wire protocol by hand, for what pusher-js never sends: forged auth, garbage frames,
 * unknown keys, idle clients.
 */
import { signChannel } from './signatures';
import { DEFAULT_PUSHER_APP } from './protocol';
import { testSandbox } from '../testing';
import { RawClient, startSandbox, type RunningSandbox } from './test-support';

describe('the Pusher protocol on the wire', () => {
  let sandbox: RunningSandbox;
  const sockets: RawClient[] = [];

  const open = (key?: string, query?: string): RawClient => {
    const client = RawClient.forSandbox(sandbox, key, query);
    sockets.push(client);
    return client;
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ activityTimeoutSeconds: 1, pongTimeoutMs: 300 });
  });

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await sandbox.app.close();
  });

  it('opens with pusher:connection_established carrying the socket id and the activity timeout', async () => {
    const client = open();
    const established = await client.event('pusher:connection_established');
    expect(established.data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 1 });
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const client = open();
    await client.socketId();
    client.send({ event: 'pusher:ping', data: {} });
    await expect(client.event('pusher:pong')).resolves.toMatchObject({ event: 'pusher:pong' });
  });

  it('refuses an unknown app key with 4001 and an unsupported protocol with 4007', async () => {
    const stranger = open('not-our-key');
    await expect(stranger.event('pusher:error')).resolves.toMatchObject({ data: { code: 4001 } });
    await expect(stranger.closed).resolves.toBe(4001);

    const ancient = open('casino-key', 'protocol=3&client=js');
    await expect(ancient.event('pusher:error')).resolves.toMatchObject({ data: { code: 4007 } });
    await expect(ancient.closed).resolves.toBe(4007);
  });

  it('refuses a private subscription with a forged or borrowed signature (4009) and accepts a true one', async () => {
    const client = open();
    const socketId = await client.socketId();

    client.send({ event: 'pusher:subscribe', data: { channel: 'private-member.1', auth: 'casino-key:0000' } });
    await expect(client.event('pusher:error')).resolves.toMatchObject({ data: { code: 4009 } });
    await expect(client.event('pusher:subscription_error', 'private-member.1')).resolves.toMatchObject({ data: { status: 401 } });

    // an auth string signed for another socket is worth nothing on this one
    client.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-member.1', auth: signChannel(DEFAULT_PUSHER_APP, '1.1', 'private-member.1') },
    });
    await expect(client.event('pusher:error')).resolves.toMatchObject({ data: { code: 4009 } });

    client.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-member.1', auth: signChannel(DEFAULT_PUSHER_APP, socketId, 'private-member.1') },
    });
    await expect(client.event('pusher_internal:subscription_succeeded', 'private-member.1')).resolves.toBeDefined();
  });

  it('refuses a presence subscription whose channel_data was changed after signing', async () => {
    const client = open();
    const socketId = await client.socketId();
    const signed = JSON.stringify({ user_id: 1, user_info: { member_account: 'player_rmb' } });
    const auth = signChannel(DEFAULT_PUSHER_APP, socketId, 'presence-member.RMB', signed);
    client.send({
      event: 'pusher:subscribe',
      data: { channel: 'presence-member.RMB', auth, channel_data: signed.replace('"user_id":1', '"user_id":6') },
    });
    await expect(client.event('pusher:error')).resolves.toMatchObject({ data: { code: 4009 } });

    client.send({ event: 'pusher:subscribe', data: { channel: 'presence-member.RMB', auth, channel_data: signed } });
    const ok = await client.event('pusher_internal:subscription_succeeded', 'presence-member.RMB');
    expect(ok.data).toEqual({ presence: { ids: ['1'], hash: { '1': { member_account: 'player_rmb' } }, count: 1 } });
  });

  it('refuses client events on public channels and on channels the socket has not joined', async () => {
    const client = open();
    await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: 'web_member' } });
    await client.event('pusher_internal:subscription_succeeded', 'web_member');
    client.send({ event: 'client-hello', channel: 'web_member', data: {} });
    await expect(client.event('pusher:error')).resolves.toMatchObject({
      data: { message: expect.stringContaining('private or presence') },
    });
    client.send({ event: 'client-hello', channel: 'private-member.1', data: {} });
    await expect(client.event('pusher:error')).resolves.toMatchObject({ data: { message: expect.stringContaining('not subscribed') } });
  });

  it('refuses client events with 4301 on every channel of the product, private and presence alike', async () => {
    const sender = open();
    const senderId = await sender.socketId();
    const listener = open();
    const listenerId = await listener.socketId();
    for (const [client, socketId] of [
      [sender, senderId],
      [listener, listenerId],
    ] as const) {
      client.send({
        event: 'pusher:subscribe',
        data: { channel: 'private-member.RMB', auth: signChannel(DEFAULT_PUSHER_APP, socketId, 'private-member.RMB') },
      });
      await client.event('pusher_internal:subscription_succeeded', 'private-member.RMB');
    }
    sender.send({ event: 'client-RedEnvelopeDisplay', channel: 'private-member.RMB', data: { amount: 1000 } });
    await expect(sender.event('pusher:error')).resolves.toMatchObject({
      channel: 'private-member.RMB',
      data: { code: 4301, message: expect.stringContaining('not enabled') },
    });
    // frames keep their order: the listener's pong comes after anything the client event could have caused
    listener.send({ event: 'pusher:ping', data: {} });
    await listener.event('pusher:pong');
    expect(listener.messages.filter((m) => m.event === 'client-RedEnvelopeDisplay')).toEqual([]);
  });

  it('refuses a browser socket from an origin outside the site origins, before the upgrade', async () => {
    for (const origin of ['http://127.0.0.9:8000', 'http://evil.example', 'null']) {
      const foreign = new RawClient(`ws://127.0.0.1:${sandbox.wsPort}/app/casino-key?protocol=7`, { origin });
      sockets.push(foreign);
      await expect(foreign.refusedWith).resolves.toBe(403);
      expect(foreign.messages).toEqual([]);
    }
    const site = new RawClient(`ws://127.0.0.1:${sandbox.wsPort}/app/casino-key?protocol=7`, { origin: 'http://127.0.0.1:8180' });
    sockets.push(site);
    await expect(site.socketId()).resolves.toMatch(/^\d+\.\d+$/);
    // no Origin: not a browser (the pusher library, a Node client); see realtime-sandbox.md
    await expect(open().socketId()).resolves.toMatch(/^\d+\.\d+$/);
  });

  it('survives malformed frames and keeps serving the same socket and others', async () => {
    const client = open();
    await client.socketId();
    const garbage: (string | Buffer)[] = [
      '{not json',
      '[]',
      'null',
      '42',
      '{"event":5}',
      '{"event":"pusher:subscribe","data":"nope"}',
      '{"event":"pusher:subscribe","data":{"channel":"bad name!"}}',
      '{"event":"pusher:unsubscribe"}',
      '{"event":"something:unknown","data":{}}',
      Buffer.from([0xff, 0x00, 0x13]),
    ];
    for (const frame of garbage) client.ws.send(frame);
    client.send({ event: 'pusher:ping', data: {} });
    await client.event('pusher:pong');
    // one pusher:error per frame the server could not read; unknown events are ignored silently
    const errors = client.messages.filter((m) => m.event === 'pusher:error');
    expect(errors).toHaveLength(8);
    expect(client.closeCode).toBeUndefined();

    const other = open();
    await expect(other.socketId()).resolves.toMatch(/^\d+\.\d+$/);
  });

  it('pings an idle client, keeps it while it answers, and closes it with 4201 when it does not', async () => {
    const client = open();
    await client.socketId();
    const ping = await client.event('pusher:ping', undefined, 3000);
    expect(ping.data).toEqual({});
    client.send({ event: 'pusher:pong', data: {} });
    // answered: still open after the pong timeout has passed
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(client.closeCode).toBeUndefined();
    await client.event('pusher:ping', undefined, 3000);
    await expect(client.closed).resolves.toBe(4201);
  });

  it('a second sandbox on the same real-time port fails to start and names the setting to change', async () => {
    const second = testSandbox({ realtime: { port: sandbox.wsPort } });
    await expect(second.listen({ port: 0, host: '127.0.0.1' })).rejects.toThrow(
      `The real-time port ${sandbox.wsPort} is in use: set SANDBOX_WS_PORT`,
    );
    await second.close();
  });
});

describe('client events on a channel the configuration allows', () => {
  it('relays them to the other subscribers, never back to the sender', async () => {
    const sandbox = await startSandbox({ clientEventChannels: ['private-chat.'] });
    const sender = RawClient.forSandbox(sandbox);
    const listener = RawClient.forSandbox(sandbox);
    try {
      const ids = await Promise.all([sender.socketId(), listener.socketId()]);
      for (const [index, client] of [sender, listener].entries()) {
        client.send({
          event: 'pusher:subscribe',
          data: { channel: 'private-chat.1', auth: signChannel(DEFAULT_PUSHER_APP, ids[index] ?? '', 'private-chat.1') },
        });
        await client.event('pusher_internal:subscription_succeeded', 'private-chat.1');
      }
      sender.send({ event: 'client-typing', channel: 'private-chat.1', data: { typing: true } });
      await expect(listener.event('client-typing', 'private-chat.1')).resolves.toMatchObject({ data: { typing: true } });
      sender.send({ event: 'pusher:ping', data: {} });
      await sender.event('pusher:pong');
      expect(sender.messages.filter((m) => m.event === 'client-typing' || m.event === 'pusher:error')).toEqual([]);
    } finally {
      await Promise.all([sender.close(), listener.close()]);
      await sandbox.app.close();
    }
  });
});
