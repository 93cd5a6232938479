/*
 * laravel-echo's pusher connector with the options docs/realtime-sandbox.md gives the shell:
 * if this passes, a browser configured the same way talks to the sandbox.
 */
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { login, startSandbox, waitFor, type RunningSandbox } from './test-support';

describe('laravel-echo (pusher connector) against the sandbox', () => {
  let sandbox: RunningSandbox;
  const echoes: Echo<'pusher'>[] = [];

  const echoFor = (token: string): Echo<'pusher'> => {
    const echo = new Echo({
      broadcaster: 'pusher',
      Pusher,
      key: 'casino-key',
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: sandbox.wsPort,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      authEndpoint: `${sandbox.apiUrl}/api/broadcasting/auth`,
      bearerToken: token,
    });
    echoes.push(echo);
    return echo;
  };

  const emit = (channel: string, event: string, data: unknown): Promise<Response> =>
    fetch(`${sandbox.apiUrl}/__sandbox/emit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel, event, data }),
    });

  beforeAll(async () => {
    sandbox = await startSandbox();
  });

  afterAll(async () => {
    for (const echo of echoes) echo.disconnect();
    await sandbox.app.close();
  });

  it('joins the private member channel with the bearer token and hears spec events (leading dot: no namespace)', async () => {
    const { token, member_id: memberId } = await login(sandbox.apiUrl, 'player_rmb');
    const echo = echoFor(token);
    const channel = echo.private(`member.${memberId}`);
    await waitFor('the private subscription', (done) => channel.subscribed(() => done(undefined)));
    const cash = waitFor('member.cash', (done) => channel.listen('.member.cash', done));
    await emit(`private-member.${memberId}`, 'member.cash', { cash: '99.00' });
    await expect(cash).resolves.toEqual({ cash: '99.00' });
  });

  it("reports an error for another member's channel", async () => {
    const { token } = await login(sandbox.apiUrl, 'player_usd');
    const echo = echoFor(token);
    const error = waitFor<{ status?: number }>('the refusal', (done) => echo.private('member.1').error(done));
    await expect(error).resolves.toMatchObject({ status: 403 });
  });

  it('lists, adds and removes presence members with here / joining / leaving', async () => {
    const first = echoFor((await login(sandbox.apiUrl, 'player_rmb')).token);
    const here = waitFor<unknown[]>('here', (done) => first.join('member.RMB').here(done));
    await expect(here).resolves.toEqual([{ member_id: 1, member_account: 'player_rmb' }]);
    const joining = waitFor('joining', (done) => first.join('member.RMB').joining(done));
    const leaving = waitFor('leaving', (done) => first.join('member.RMB').leaving(done));

    const second = echoFor((await login(sandbox.apiUrl, 'agent_rmb')).token);
    second.join('member.RMB');
    await expect(joining).resolves.toEqual({ member_id: 6, member_account: 'agent_rmb' });
    second.leave('member.RMB');
    await expect(leaving).resolves.toEqual({ member_id: 6, member_account: 'agent_rmb' });
  });
});
