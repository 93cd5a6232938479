import { screen, waitFor } from '@testing-library/react';
import GameHallPage from '../expose/game-hall-page';
import { createHallSandbox, HALL_PATHS } from '../testing/hall-sandbox';
import { DESKTOP, MOBILE, renderHall } from '../testing/render-hall';

const SPORT_URL = '/arks/web/game/sport-quickbet-url';

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('the hall page on %s', (_device, width) => {
  it.each([['/gameHall/4'], ['/main/4']])('%s is the sport betting view, not a game list', async (url) => {
    const { sandbox } = createHallSandbox();
    await renderHall(<GameHallPage />, { sandbox, url, paths: ['/gameHall/:id', '/main/:id'], width });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    await waitFor(() => expect(sandbox.hits(SPORT_URL)).toBe(1));
    expect(sandbox.hits(HALL_PATHS.gameList)).toBe(0);
  });

  it('is the game hall for every other type', async () => {
    const { sandbox } = createHallSandbox();
    await renderHall(<GameHallPage />, { sandbox, url: '/gameHall/3', paths: ['/gameHall/:id'], width });
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Casino' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Evolution' })).toBeInTheDocument();
    expect(sandbox.hits(SPORT_URL)).toBe(0);
  });
});
