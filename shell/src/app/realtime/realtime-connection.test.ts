import { FakeSocket, handlerTestRoot } from './test-support';
import { RealtimeConnection } from './realtime-connection';

async function setUp(storage?: Record<string, string>) {
  const root = await handlerTestRoot(storage ? { storage } : {});
  const sockets: FakeSocket[] = [];
  const connection = new RealtimeConnection({
    context: root.context,
    createSocket: (token) => {
      const socket = new FakeSocket(token);
      sockets.push(socket);
      return socket;
    },
  });
  return { ...root, connection, sockets };
}

const PUBLIC = ['bob_mobile_template', 'site02_template', 'web_api.RMB', 'web_member'];

describe('RealtimeConnection', () => {
  it('connects a visitor at start with the public channels, no token', async () => {
    const { connection, sockets } = await setUp({});
    connection.start();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.token).toBeNull();
    expect(sockets[0]?.channels).toEqual(PUBLIC);
  });

  it('connects a member with the token and the private and presence channels', async () => {
    const { connection, sockets } = await setUp();
    connection.start();
    expect(sockets[0]?.token).toBe('token-A');
    expect(sockets[0]?.channels).toEqual([...PUBLIC, 'presence-member.RMB', 'private-member.7', 'private-member.RMB'].sort());
  });

  it('reconnects with a new socket and the new token when the member logs in', async () => {
    const { connection, sockets, store } = await setUp({});
    connection.start();
    store.session.setSession({ token: 'token-Z', memberId: '9', memberAccount: 'player_usd', currency: 'USD' });
    store.bus.emit('session:logged-in', { memberId: '9', memberAccount: 'player_usd', currency: 'USD' });
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.disconnected).toBe(true);
    expect(sockets[1]?.token).toBe('token-Z');
    expect(sockets[1]?.channels).toContain('private-member.9');
    expect(sockets[1]?.channels).toContain('presence-member.USD');
  });

  it('leaves the private and presence channels on logout and keeps the public ones', async () => {
    const { connection, sockets, store } = await setUp();
    connection.start();
    store.logout('user');
    expect(sockets[0]?.left.sort()).toEqual(['presence-member.RMB', 'private-member.7', 'private-member.RMB']);
    expect(sockets[0]?.channels).toEqual(PUBLIC);
    expect(connection.channels.sort()).toEqual(PUBLIC);
    expect(sockets[0]?.disconnected).toBe(false);
  });

  it('routes a delivered event to its handler (store change), a login elsewhere drops the private channels', async () => {
    const { connection, sockets, store, notifier } = await setUp();
    connection.start();
    sockets[0]?.deliver('private-member.7', 'member.cash', { cash: '88.10' });
    expect(store.wallet.balance).toBe(88.1);
    sockets[0]?.deliver('private-member.7', 'login', { token: 'token-B' });
    expect(notifier.error).toHaveBeenCalledTimes(1);
    expect(sockets[0]?.channels).toEqual(PUBLIC);
  });

  it('keeps delivering after a handler throws', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { connection, sockets, store } = await setUp();
    connection.start();
    jest.spyOn(store.wallet, 'setBalance').mockImplementationOnce(() => {
      throw new Error('boom');
    });
    expect(() => sockets[0]?.deliver('private-member.7', 'member.cash', { cash: 1 })).not.toThrow();
    sockets[0]?.deliver('private-member.7', 'member.cash', { cash: 2 });
    expect(store.wallet.balance).toBe(2);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('closes on dispose and stops following the session', async () => {
    const { connection, sockets, store } = await setUp();
    connection.start();
    connection.dispose();
    expect(sockets[0]?.disconnected).toBe(true);
    expect(connection.connected).toBe(false);
    store.bus.emit('session:logged-in', { memberId: '7', memberAccount: 'player_rmb', currency: 'RMB' });
    expect(sockets).toHaveLength(1);
  });
});
