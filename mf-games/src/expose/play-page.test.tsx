import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GAME_CLOSE_MESSAGE } from '@casino/contracts';
import { renderRemote } from '@casino/mf-shared/testing';
import PlayPage from './play-page';

const GAME = { gpId: 'GPJL', gtId: 2, gameCode: 'JL-2-001', gameName: 'Lucky 8', mode: 'page', url: 'https://games.example/play?t=1' };

beforeEach(() => window.sessionStorage.clear());

async function renderPlay(width = 1280) {
  const rendered = await renderRemote(<PlayPage />, {
    url: '/play',
    paths: ['/play'],
    routes: { '/': <h1>Home lobby</h1> },
    loggedIn: true,
    width,
  });
  const quits = jest.fn();
  rendered.store.bus.on('game:before-quit', quits);
  return { ...rendered, quits };
}

describe('/play', () => {
  it.each([
    ['desktop', 1280],
    ['mobile', 390],
  ])(
    'shows the game launched in page mode in a full-height iframe on %s, and its way back quits and returns to the lobby',
    async (_device, width) => {
      window.sessionStorage.setItem('launchedGame', JSON.stringify(GAME));
      const user = userEvent.setup();
      const { store, quits } = await renderPlay(width);
      const frame = await screen.findByTitle('Game: Lucky 8');
      expect(frame).toHaveAttribute('src', GAME.url);
      expect(screen.getByRole('heading', { name: 'Lucky 8' })).toBeInTheDocument();
      expect(store.game.hallMode).toBe('page');
      await user.click(screen.getByRole('button', { name: 'Back to lobby' }));
      expect(quits).toHaveBeenCalledTimes(1);
      expect(await screen.findByRole('heading', { name: 'Home lobby' })).toBeInTheDocument();
      expect(store.game.hallMode).toBeNull();
    },
  );

  it("returns to the lobby when the game's lobby link (/close in the iframe) says so, and from nowhere else", async () => {
    window.sessionStorage.setItem('launchedGame', JSON.stringify(GAME));
    const { quits } = await renderPlay();
    const frame = (await screen.findByTitle('Game: Lucky 8')) as HTMLIFrameElement;
    const post = (origin: string, source: unknown, data: unknown = { type: GAME_CLOSE_MESSAGE }) =>
      act(() => void window.dispatchEvent(new MessageEvent('message', { origin, source: source as Window, data })));
    post('https://games.example', frame.contentWindow);
    post(window.location.origin, window);
    post(window.location.origin, frame.contentWindow, { type: 'something-else' });
    expect(quits).not.toHaveBeenCalled();
    expect(screen.getByTitle('Game: Lucky 8')).toBeInTheDocument();
    post(window.location.origin, frame.contentWindow);
    expect(quits).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Home lobby' })).toBeInTheDocument();
  });

  it('says so when no game was launched here, with the way to the lobby', async () => {
    window.sessionStorage.setItem('launchedGame', JSON.stringify({ ...GAME, mode: 'window' }));
    await renderPlay();
    expect(await screen.findByText('No game is open here. Choose a game in the lobby.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to lobby' })).toHaveAttribute('href', '/');
    expect(screen.queryByTitle(/Game:/)).not.toBeInTheDocument();
  });

  it('follows a new address of the same game (game.url) without leaving the page', async () => {
    window.sessionStorage.setItem('launchedGame', JSON.stringify(GAME));
    const { store } = await renderPlay();
    await screen.findByTitle('Game: Lucky 8');
    act(() => store.game.setLaunched({ ...store.game.launched!, url: 'https://games.example/play?t=2' }));
    await waitFor(() => expect(screen.getByTitle('Game: Lucky 8')).toHaveAttribute('src', 'https://games.example/play?t=2'));
  });
});
