import type Pusher from 'pusher-js';
import { connected, disconnect, login, nextEvent, pusherClient, startSandbox, subscribed, type RunningSandbox } from './test-support';

/**
 * Over real sockets, as the shell hears them: a spin on the game page and the transfer switch
 * reach the member's private channel, and nobody else's.
 */
describe('member events on private-member.{id}', () => {
  let sandbox: RunningSandbox;
  const clients: Pusher[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox();
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => disconnect(c)));
    await sandbox.app.close();
  });

  it('a spin publishes member.cash and the transfer switch forward_game.status 957', async () => {
    const member = await login(sandbox.apiUrl, 'player_rmb');
    const other = await login(sandbox.apiUrl, 'player_usd');
    const client = pusherClient(sandbox, member.token);
    const otherClient = pusherClient(sandbox, other.token);
    clients.push(client, otherClient);
    await Promise.all([connected(client), connected(otherClient)]);
    const channel = client.subscribe(`private-member.${member.member_id}`);
    const otherChannel = otherClient.subscribe(`private-member.${other.member_id}`);
    await Promise.all([subscribed(channel), subscribed(otherChannel)]);
    const heardByOther: unknown[] = [];
    otherChannel.bind('member.cash', (data: unknown) => heardByOther.push(data));

    const play = await fetch(`${sandbox.apiUrl}/api/member/game/play1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}`, origin: 'http://localhost:8080' },
      body: JSON.stringify({ gp_id: 'GPR8', game_type: 2, game_code: 'R8-2-001', lobby_url: '/close', device: 0 }),
    });
    const gameUrl = new URL(((await play.json()) as { apiResponseData: { url: string } }).apiResponseData.url);
    // the page's own origin is the listening sandbox
    expect(gameUrl.origin).toBe(sandbox.apiUrl);

    const cash = nextEvent<{ cash: number }>(channel, 'member.cash');
    const spin = await fetch(`${gameUrl.origin}${gameUrl.pathname}/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-game-session': gameUrl.searchParams.get('session') ?? '' },
      body: JSON.stringify({ bet: 50 }),
    });
    expect(((await spin.json()) as { cash: number }).cash).toBe(1338.5);
    await expect(cash).resolves.toEqual({ member_id: member.member_id, cash: 1338.5 });

    const status = nextEvent<{ code: number }>(channel, 'forward_game.status');
    await fetch(`${sandbox.apiUrl}/__sandbox/games/transfers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ member_account: 'player_rmb', disabled: true }),
    });
    await expect(status).resolves.toEqual({ code: 957 });
    expect(heardByOther).toEqual([]);
  });
});
