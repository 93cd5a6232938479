import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameLaunchCommand } from '@casino/contracts';
import { httpError } from '@casino/mf-shared/testing';
import SlotGamePage from '../../../expose/slot-game-page';
import { createHallSandbox, HALL_PATHS } from '../../../testing/hall-sandbox';
import { deferred, DESKTOP, MOBILE, renderHall } from '../../../testing/render-hall';

function openSlots(url: string, options: Partial<Parameters<typeof renderHall>[1]> = {}) {
  const sandbox = options.sandbox ?? createHallSandbox().sandbox;
  return renderHall(<SlotGamePage />, { url, paths: ['/slotgame'], width: MOBILE, ...options, sandbox }).then((rendered) => ({
    ...rendered,
    sandbox,
  }));
}

describe.each([
  ['mobile', MOBILE],
  ['desktop', DESKTOP],
])('/slotgame on %s', (_device, width) => {
  it("shows the provider's games with the lists, the search and the way back to the lobby", async () => {
    const { sandbox } = await openSlots('/slotgame?gt_id=2&gp_id=GPJL&house=', { width });
    expect(await screen.findByRole('heading', { name: 'Slot games' })).toBeInTheDocument();
    expect(await screen.findByText('Provider: JILI')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Super Ace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to lobby' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('tab', { name: 'All games', selected: true })).toBeInTheDocument();
    expect(sandbox.callsTo(HALL_PATHS.gameLabel)[0]?.body).toMatchObject({ gp_id: 'GPJL', game_type_id: 2, house: '' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'money');
    const list = within(screen.getByRole('list', { name: 'All games' }));
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual(['Money Coming']);
  });

  it('says so while loading, then when the provider has no games', async () => {
    const { sandbox } = createHallSandbox();
    const held = deferred();
    const answer = sandbox.fetch;
    await openSlots('/slotgame?gt_id=2&gp_id=GPFC', {
      width,
      sandbox: {
        ...sandbox,
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          await held.promise;
          return answer(input, init);
        }) as typeof fetch,
      },
    });
    expect(await screen.findByText('Loading games…')).toBeInTheDocument();
    await act(async () => held.resolve());
    expect(await screen.findByText('This provider has no games here yet.')).toBeInTheDocument();
    expect(screen.getByText('Provider: FA CHAI')).toBeInTheDocument();
  });

  it('shows a failed list with Retry', async () => {
    const { sandbox } = createHallSandbox();
    sandbox.fail(HALL_PATHS.gameLabel, httpError(502));
    await openSlots('/slotgame?gt_id=2&gp_id=GPJL', { width, sandbox });
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Super Ace' })).toBeInTheDocument();
  });
});

describe('/slotgame for a member', () => {
  afterEach(() => jest.restoreAllMocks());

  it('marks favourites, lists the recently played and launches from the click', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const { store, sandbox } = await openSlots('/slotgame?gt_id=2&gp_id=GPPG', { loggedIn: true });
    const commands: GameLaunchCommand[] = [];
    store.bus.on('game:launch', (command) => commands.push(command));
    expect(await screen.findByRole('note')).toHaveTextContent('PG Soft is under maintenance');
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite: Lucky Neko' }));
    expect(screen.getByRole('button', { name: 'Favourite: Lucky Neko' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sandbox.callsTo(HALL_PATHS.favorite)[0]?.body).toEqual({ data: [{ game_id: 302, status: 1 }] }));
    await userEvent.click(screen.getByRole('button', { name: 'Lucky Neko' }));
    await waitFor(() => expect(commands).toHaveLength(1));
    expect(commands[0]).toMatchObject({
      gpId: 'GPPG',
      gtId: 2,
      gameCode: 'PG-302',
      gameName: 'Lucky Neko',
      source: 'slot-list',
      openMode: 'modal',
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Recently played' }));
    expect(await screen.findByText('You have not played any of these games recently.')).toBeInTheDocument();
  });
});

describe('/slotgame with a query it cannot show', () => {
  it.each([
    ['/slotgame?gt_id=2', 'No provider was chosen.'],
    ['/slotgame?gt_id=2&gp_id=%3Cscript%3E', 'This address does not name a game provider.'],
    ['/slotgame?gt_id=77&gp_id=GPJL', 'There is no such game type.'],
  ])('%s says "%s" and leads back to the lobby without a call', async (url, text) => {
    const { sandbox } = await openSlots(url);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Back to lobby' })).toHaveAttribute('href', '/');
    expect(sandbox.calls).toEqual([]);
  });
});
