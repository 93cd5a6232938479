import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteRoot } from '@casino/mf-shared';
import type { GameLaunchCommand } from '@casino/contracts';
import { createFakeSandbox, httpError, renderRemote, type Handler } from '@casino/mf-shared/testing';
import { loadMessages, NS } from '../../../app/namespace';
import { SportView } from './sport-view';

const SPORT_URL = 'https://sport.example/quickbet?token=abc';
const SPORT_ORIGIN = 'https://sport.example';

function sportSandbox(check: Handler = (_body, call) => ({ allowed: true, url: call.query.url })) {
  return createFakeSandbox({
    '/arks/web/game/sport-quickbet-url': () => ({ detail: { url: SPORT_URL, gp_id: 'GPSB' } }),
    '/check_iframe': check,
  });
}

async function renderSport(sandbox = sportSandbox(), width = 1280) {
  return renderRemote(
    <RemoteRoot ns={NS} loader={loadMessages}>
      <SportView />
    </RemoteRoot>,
    { fetch: sandbox.fetch, width, loggedIn: true },
  );
}

const post = (origin: string, source: unknown, data: unknown) =>
  act(() => void window.dispatchEvent(new MessageEvent('message', { origin, source: source as Window, data })));

describe('the sport betting view (game type 4)', () => {
  it.each([
    ['desktop', 1280, 0],
    ['mobile', 390, 1],
  ])('on %s: asks for the address, has the own server check it, then frames it', async (_device, width, supportDevice) => {
    const sandbox = sportSandbox();
    const { store } = await renderSport(sandbox, width);
    const frame = await screen.findByTitle('Sports betting');
    expect(frame).toHaveAttribute('src', SPORT_URL);
    expect(sandbox.callsTo('/arks/web/game/sport-quickbet-url')[0]?.body).toEqual({
      currency: 'RMB',
      support_device: supportDevice,
      domain: window.location.host,
      site_id: 1,
    });
    const check = sandbox.callsTo('/check_iframe')[0];
    expect(check?.method).toBe('GET');
    expect(check?.query).toEqual({ url: SPORT_URL });
    expect(store.game.hallMode).toBe('sport');
  });

  it('sizes the iframe from S001 messages of its own origin and window only', async () => {
    await renderSport();
    const frame = (await screen.findByTitle('Sports betting')) as HTMLIFrameElement;
    post(SPORT_ORIGIN, frame.contentWindow, { code: 'S001', height: 1480 });
    expect(frame.style.height).toBe('1480px');
    // A forged message from another origin, even naming the iframe's window, changes nothing.
    post('https://evil.example', frame.contentWindow, { code: 'S001', height: 10 });
    // Nor does the right origin from another window (a page that opened this one, another frame).
    post(SPORT_ORIGIN, window, { code: 'S001', height: 20 });
    expect(frame.style.height).toBe('1480px');
    post(SPORT_ORIGIN, frame.contentWindow, JSON.stringify({ code: 'S001', height: 900 }));
    expect(frame.style.height).toBe('900px');
  });

  it('launches the game of a U003 open-game event, without a click', async () => {
    const { store } = await renderSport();
    const launches: GameLaunchCommand[] = [];
    store.bus.on('game:launch', (command) => void launches.push(command));
    const frame = (await screen.findByTitle('Sports betting')) as HTMLIFrameElement;
    post('https://evil.example', frame.contentWindow, { code: 'U003', data: { gp_id: 'GPJL', game_type: 2, game_code: 'JL-2-001' } });
    expect(launches).toEqual([]);
    post(SPORT_ORIGIN, frame.contentWindow, { code: 'U003', data: { gp_id: 'GPJL', game_type: 2, game_code: 'JL-2-001' } });
    expect(launches).toHaveLength(1);
    expect(launches[0]).toMatchObject({
      gpId: 'GPJL',
      gtId: 2,
      gameCode: 'JL-2-001',
      source: 'sport',
      inClick: false,
      waitingWindow: null,
    });
  });

  it('shows a page error with Retry when the own server refuses to frame the address', async () => {
    const user = userEvent.setup();
    let allowed = false;
    const sandbox = sportSandbox((_body, call) =>
      allowed
        ? { allowed: true, url: call.query.url }
        : { allowed: false, reason: 'host_not_listed', message: 'sport.example is not in the allowed list' },
    );
    const { store } = await renderSport(sandbox);
    expect(await screen.findByRole('alert')).toHaveTextContent('The betting page cannot be shown on this site.');
    expect(screen.queryByTitle('Sports betting')).not.toBeInTheDocument();
    expect(store.game.hallMode).toBeNull();
    allowed = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Sports betting')).toBeInTheDocument();
  });

  it('shows a page error with Retry when the address cannot be had', async () => {
    const user = userEvent.setup();
    const sandbox = sportSandbox();
    sandbox.fail('/arks/web/game/sport-quickbet-url', httpError(500));
    await renderSport(sandbox);
    expect(await screen.findByRole('alert')).toHaveTextContent('The betting page could not be loaded.');
    expect(sandbox.hits('/check_iframe')).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTitle('Sports betting')).toHaveAttribute('src', SPORT_URL));
  });

  it('says it is loading meanwhile', async () => {
    const sandbox = sportSandbox();
    sandbox.on('/arks/web/game/sport-quickbet-url', () => new Promise(() => undefined));
    await renderSport(sandbox);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the betting page…');
  });
});
