import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_FLAGS, type GameLaunchCommand } from '@casino/contracts';
import { businessError, httpError } from '@casino/mf-shared/testing';
import GameHallPage from '../../../expose/game-hall-page';
import { createHallSandbox, HALL_PATHS } from '../../../testing/hall-sandbox';
import { deferred, DESKTOP, MOBILE, renderHall } from '../../../testing/render-hall';

const HALL_PATHS_OF_SHELL = ['/gameHall/:id', '/main/:id'];

function openHall(url: string, options: Partial<Parameters<typeof renderHall>[1]> = {}) {
  const { sandbox, state } = options.sandbox ? { sandbox: options.sandbox, state: null } : createHallSandbox();
  return renderHall(<GameHallPage />, { url, paths: HALL_PATHS_OF_SHELL, ...options, sandbox }).then((rendered) => ({
    ...rendered,
    sandbox,
    state,
  }));
}

const tile = (name: string) => screen.findByRole('button', { name });
const favourite = (name: string) => screen.getByRole('button', { name: `Favourite: ${name}` });

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('the game hall on %s', (_device, width) => {
  it('is titled by its type, describes its platforms and links the other halls with their icons', async () => {
    await openHall('/gameHall/2', { width, config: { flags: { ...DEFAULT_SITE_FLAGS, providerPriority: ['GPFC', 'GPPG'] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByText('Games from FA CHAI, PG Soft, JILI')).toBeInTheDocument();
    const types = within(screen.getByRole('navigation', { name: 'Game types' }));
    expect(types.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    expect(types.getByRole('link', { name: 'Live Casino' })).toHaveAttribute('href', '/gameHall/3');
    expect(types.getByRole('link', { name: 'Slots' }).querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.test/types/slot-active.png',
    );
    expect(types.getByRole('link', { name: 'Live Casino' }).querySelector('img')).toHaveAttribute('src', 'https://cdn.test/types/live.png');
  });

  it('shows the active providers as tabs, one in maintenance marked so, and the hall-wide lists under "All providers"', async () => {
    const { sandbox } = await openHall('/gameHall/2', { width });
    expect(await screen.findByRole('tab', { name: 'All providers', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'JILI' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'PG Soft (Maintenance)' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Retired/ })).not.toBeInTheDocument();
    // Hot games of the type across providers, each with its provider.
    expect(await tile('Super Ace')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mahjong Ways' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Money Coming' })).not.toBeInTheDocument();
    expect(sandbox.callsTo(HALL_PATHS.tagList).map((call) => call.body)).toEqual([
      { site_id: 1, currency: 'RMB', support_device: width === DESKTOP ? 0 : 1, tag: 'hot', gt_id: 2 },
      { site_id: 1, currency: 'RMB', support_device: width === DESKTOP ? 0 : 1, tag: 'new', gt_id: 2 },
    ]);
    expect(sandbox.callsTo(HALL_PATHS.gameList)[0]?.body).toEqual({
      currency: 'RMB',
      site_id: 1,
      support_device: width === DESKTOP ? 0 : 1,
      template: width === DESKTOP ? 'site02' : 'H5_1',
    });
    await userEvent.click(screen.getByRole('tab', { name: 'New' }));
    expect(await tile('Money Coming')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Editor picks' }));
    expect(await tile('Golden Empire')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Live tables' })).not.toBeInTheDocument();
  });

  it("lists a provider's games from game_label, all and by label, with the name in the site language or en_US", async () => {
    const { sandbox } = await openHall('/gameHall/2', { width, locale: 'vi_VN' });
    await userEvent.click(await screen.findByRole('tab', { name: 'JILI' }));
    expect(await tile('Siêu Át')).toBeInTheDocument();
    // No Vietnamese name: en_US; only a Chinese one: that one.
    expect(screen.getByRole('button', { name: 'Fortune Gems' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '拳王' })).toBeInTheDocument();
    expect(sandbox.callsTo(HALL_PATHS.gameLabel)[0]?.body).toEqual({
      site_id: 1,
      currency: 'RMB',
      device: width === DESKTOP ? 0 : 1,
      gp_id: 'GPJL',
      game_type_id: 2,
      house: '',
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Mới' }));
    expect(await tile('Tiền Đến')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Siêu Át' })).not.toBeInTheDocument();
  });

  it('shows a placeholder for a game without a picture and for one whose picture fails', async () => {
    await openHall('/gameHall/2?gp_id=GPJL', { width });
    const empire = await tile('Golden Empire');
    // A drawn tile with the game's name, hidden from the accessibility tree (the button has the name).
    expect(within(empire).getByTestId('game-placeholder')).toHaveTextContent('Golden Empire');
    expect(within(empire).getByTestId('game-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(empire.querySelector('img')).toBeNull();
    const ace = screen.getByRole('button', { name: 'Super Ace' });
    const picture = ace.querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://cdn.test/games/JL-201.png');
    fireEvent.error(picture as HTMLImageElement);
    expect(within(ace).getByTestId('game-placeholder')).toHaveTextContent('Super Ace');
  });

  it('searches the list shown by name, and says when nothing matches', async () => {
    await openHall('/gameHall/2?gp_id=GPJL', { width });
    await tile('Super Ace');
    const search = screen.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(search, 'GEM');
    expect(screen.getByRole('button', { name: 'Fortune Gems' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Super Ace' })).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No game matches "zzz".');
    await userEvent.clear(search);
    expect(screen.getByRole('button', { name: 'Super Ace' })).toBeInTheDocument();
  });

  it('says a provider is in maintenance, and when it has no games', async () => {
    await openHall('/gameHall/2?gp_id=GPPG', { width });
    expect(await screen.findByRole('note')).toHaveTextContent('PG Soft is under maintenance: its games cannot be started until it ends.');
    expect(await tile('Mahjong Ways')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'FA CHAI' }));
    expect(await screen.findByText('This provider has no games here yet.')).toBeInTheDocument();
  });

  it('keeps the chosen provider in the address, and only the newest provider list answers', async () => {
    const { sandbox } = createHallSandbox();
    const held = deferred();
    const signals: AbortSignal[] = [];
    const answer = sandbox.fetch;
    const slowJili = {
      ...sandbox,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (request.url.endsWith(HALL_PATHS.gameLabel)) {
          signals.push(request.signal);
          if ((await request.clone().text()).includes('GPJL')) await held.promise;
        }
        return answer(request);
      }) as typeof fetch,
    };
    await openHall('/gameHall/2', { width, sandbox: slowJili });
    await userEvent.click(await screen.findByRole('tab', { name: 'JILI' }));
    expect(await screen.findByText('Loading games…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'PG Soft (Maintenance)' }));
    expect(await tile('Mahjong Ways')).toBeInTheDocument();
    // The JILI call was aborted when PG Soft's replaced it.
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => held.resolve());
    expect(screen.getByRole('button', { name: 'Mahjong Ways' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Super Ace' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'PG Soft (Maintenance)', selected: true })).toBeInTheDocument();
  });

  it('shows a failed list with Retry, for the halls and for a provider', async () => {
    const { sandbox } = createHallSandbox();
    sandbox.fail(HALL_PATHS.gameList, httpError(500));
    sandbox.fail(HALL_PATHS.gameLabel, businessError(500, 'Down'));
    await openHall('/gameHall/2?gp_id=GPJL', { width, sandbox });
    expect(await screen.findByRole('alert')).toHaveTextContent('The game halls could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await tile('Super Ace')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so while the halls load', async () => {
    const { sandbox } = createHallSandbox();
    const held = deferred();
    const answer = sandbox.fetch;
    await openHall('/gameHall/2', {
      width,
      sandbox: {
        ...sandbox,
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          await held.promise;
          return answer(input, init);
        }) as typeof fetch,
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the game halls…');
    await act(async () => held.resolve());
    expect(await screen.findByRole('tab', { name: 'JILI' })).toBeInTheDocument();
  });

  it('says when a type has no provider, and when the site does not offer the hall', async () => {
    await openHall('/gameHall/5', { width });
    expect(await screen.findByRole('status')).toHaveTextContent('No provider offers games of this type yet.');
    await openHall('/main/9', { width });
    expect(await screen.findByRole('heading', { name: 'Game hall not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no game hall with the id "9".');
  });

  it('says so for an unknown game type and offers the way home', async () => {
    const { sandbox } = await openHall('/gameHall/42', { width });
    expect(await screen.findByRole('heading', { name: 'Game hall not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no game hall with the id "42".')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(sandbox.calls).toEqual([]);
  });

  it('gives a visitor no favourites and no recently played', async () => {
    const { sandbox } = await openHall('/gameHall/2?gp_id=GPJL', { width });
    await tile('Super Ace');
    expect(screen.queryByRole('button', { name: /^Favourite:/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Favourites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Recently played' })).not.toBeInTheDocument();
    expect(sandbox.hits(HALL_PATHS.lastPlaying)).toBe(0);
  });

  it("marks a member's favourite at once, stores it, and the mark survives a reload", async () => {
    const first = await openHall('/gameHall/2?gp_id=GPJL', { width, loggedIn: true });
    await tile('Super Ace');
    expect(favourite('Fortune Gems')).toHaveAttribute('aria-pressed', 'true');
    expect(favourite('Super Ace')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(favourite('Super Ace'));
    expect(favourite('Super Ace')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(first.sandbox.callsTo(HALL_PATHS.favorite).map((call) => call.body)).toEqual([{ data: [{ game_id: 201, status: 1 }] }]),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    const marked = within(await screen.findByRole('list', { name: 'Favourites' }));
    expect(marked.getAllByRole('button', { name: /^(?!Favourite)/ }).map((button) => button.textContent)).toEqual([
      'Super Ace',
      'Fortune Gems',
    ]);
    first.unmount();

    await openHall('/gameHall/2?gp_id=GPJL', { width, loggedIn: true, sandbox: first.sandbox });
    await tile('Super Ace');
    expect(favourite('Super Ace')).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the mark back and says so when the server refuses it', async () => {
    const { sandbox, notifier } = await openHall('/gameHall/2?gp_id=GPJL', { width, loggedIn: true });
    await tile('Super Ace');
    sandbox.fail(HALL_PATHS.favorite, businessError(500, 'Refused'));
    await userEvent.click(favourite('Fortune Gems'));
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith('Your favourites could not be updated. Please try again.'));
    expect(favourite('Fortune Gems')).toHaveAttribute('aria-pressed', 'true');
  });

  it("lists a member's recently played games of the provider, newest first", async () => {
    await openHall('/gameHall/2?gp_id=GPJL', { width, loggedIn: true });
    await tile('Super Ace');
    await userEvent.click(screen.getByRole('tab', { name: 'Recently played' }));
    const recent = within(await screen.findByRole('list', { name: 'Recently played' }));
    expect(recent.getAllByRole('button', { name: /^(?!Favourite)/ }).map((button) => button.textContent)).toEqual([
      'Money Coming',
      'Super Ace',
    ]);
  });
});

describe('the game hall and the session', () => {
  it('loads the member data at login and forgets it at logout', async () => {
    const { store, sandbox } = await openHall('/gameHall/2?gp_id=GPJL');
    await tile('Super Ace');
    act(() => store.logIn({ token: 'tok-9', memberId: '9', memberAccount: 'player_rmb', currency: 'RMB' }));
    await waitFor(() => expect(favourite('Fortune Gems')).toHaveAttribute('aria-pressed', 'true'));
    expect(sandbox.hits(HALL_PATHS.lastPlaying)).toBe(1);
    expect(screen.getByRole('tab', { name: 'Recently played' })).toBeInTheDocument();
    act(() => store.logout('user'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Favourite:/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('tab', { name: 'Favourites' })).not.toBeInTheDocument();
    expect(await tile('Super Ace')).toBeInTheDocument();
  });
});

describe('the game lists at logout', () => {
  it("ask the provider's games again without the member's token, and draw them without the member's marks", async () => {
    const { sandbox, store } = await openHall('/gameHall/2?gp_id=GPJL', { loggedIn: true });
    await tile('Super Ace');
    await waitFor(() => expect(favourite('Fortune Gems')).toHaveAttribute('aria-pressed', 'true'));
    const asked = () => sandbox.callsTo(HALL_PATHS.gameLabel);
    const before = asked().length;
    expect(asked().at(-1)?.headers.authorization).toMatch(/^Bearer /);
    act(() => store.logout('user'));
    await waitFor(() => expect(asked().length).toBe(before + 1));
    expect(asked().at(-1)?.headers.authorization).toBeUndefined();
    expect(await tile('Super Ace')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Favourite:/ })).not.toBeInTheDocument();
  });
});

describe('launching from the hall', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends game:launch from the click with the game, its provider open mode and the source', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const { store, sandbox } = await openHall('/gameHall/2?gp_id=GPJL', { loggedIn: true });
    const commands: GameLaunchCommand[] = [];
    store.bus.on('game:launch', (command) => commands.push(command));
    await userEvent.click(await tile('Money Coming'));
    expect(commands).toHaveLength(1);
    expect(commands[0]).toMatchObject({
      gpId: 'GPJL',
      gtId: 2,
      gameCode: 'JL-205',
      house: '',
      gameName: 'Money Coming',
      customized: true,
      source: 'game-hall',
      openMode: 'window',
    });
    const before = sandbox.hits(HALL_PATHS.lastPlaying);
    await act(async () => commands[0]?.respond?.({ status: 'started' }));
    await waitFor(() => expect(sandbox.hits(HALL_PATHS.lastPlaying)).toBe(before + 1));
  });

  it('launches a game of the hall-wide lists with its own provider open mode', async () => {
    const { store } = await openHall('/gameHall/2');
    const commands: GameLaunchCommand[] = [];
    store.bus.on('game:launch', (command) => commands.push(command));
    await userEvent.click(await tile('Mahjong Ways'));
    expect(commands[0]).toMatchObject({ gpId: 'GPPG', gtId: 2, gameCode: 'PG-301', gameName: 'Mahjong Ways', openMode: 'modal' });
  });
});

describe('the slots hall with the game room', () => {
  const room = { flags: { ...DEFAULT_SITE_FLAGS, gameRoom: true } };

  it('opens the providers in the game room on desktop', async () => {
    await openHall('/gameHall/2', { config: room });
    const rooms = within(await screen.findByRole('navigation', { name: 'Game rooms' }));
    expect(rooms.getByRole('link', { name: 'JILI' })).toHaveAttribute('href', '/gameRoom?gt_id=2&gp_id=GPJL&house=');
    expect(screen.queryByRole('tab', { name: 'JILI' })).not.toBeInTheDocument();
    expect(await tile('Super Ace')).toBeInTheDocument();
  });

  it('keeps the providers in the hall on mobile, and for other types', async () => {
    await openHall('/gameHall/2', { config: room, width: MOBILE });
    expect(await screen.findByRole('tab', { name: 'JILI' })).toBeInTheDocument();
    await openHall('/gameHall/3', { config: room });
    expect(await screen.findByRole('tab', { name: 'Evolution' })).toBeInTheDocument();
  });
});

describe('the game hall in Chinese', () => {
  it('enumerates the platforms with the Chinese comma', async () => {
    await openHall('/gameHall/2', { locale: 'zh_CN' });
    expect(await screen.findByRole('heading', { name: '老虎机' })).toBeInTheDocument();
    expect(screen.getByText('游戏平台：JILI、PG Soft、FA CHAI')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部平台' })).toBeInTheDocument();
  });
});
