import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_FLAGS, type GameLaunchCommand } from '@casino/contracts';
import GameRoomPage from '../../../expose/game-room-page';
import { createHallSandbox, HALL_PATHS } from '../../../testing/hall-sandbox';
import { DESKTOP, MOBILE, renderHall } from '../../../testing/render-hall';

const room = { flags: { ...DEFAULT_SITE_FLAGS, gameRoom: true } };

function openRoom(url: string, options: Partial<Parameters<typeof renderHall>[1]> = {}) {
  const sandbox = options.sandbox ?? createHallSandbox().sandbox;
  return renderHall(<GameRoomPage />, { url, paths: ['/gameRoom'], width: DESKTOP, config: room, ...options, sandbox }).then(
    (rendered) => ({
      ...rendered,
      sandbox,
    }),
  );
}

describe('/gameRoom on desktop with the room flag', () => {
  it("shows the provider's games with the other slot providers as tabs", async () => {
    const { sandbox } = await openRoom('/gameRoom?gt_id=2&gp_id=GPJL&house=');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game room' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'JILI', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Super Ace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the hall' })).toHaveAttribute('href', '/gameHall/2');
    await userEvent.click(screen.getByRole('tab', { name: 'PG Soft (Maintenance)' }));
    expect(await screen.findByRole('button', { name: 'Mahjong Ways' })).toBeInTheDocument();
    expect(sandbox.callsTo(HALL_PATHS.gameLabel).map((call) => call.body.gp_id)).toEqual(['GPJL', 'GPPG']);
  });

  it('opens at the first provider when none is named, and says so for one it does not have', async () => {
    await openRoom('/gameRoom?gt_id=2');
    expect(await screen.findByRole('tab', { name: 'JILI', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Super Ace' })).toBeInTheDocument();
    await openRoom('/gameRoom?gt_id=2&gp_id=GPXX');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no provider "GPXX" in this game room.');
  });

  it('launches with the room as the source', async () => {
    const { store } = await openRoom('/gameRoom?gt_id=2&gp_id=GPJL');
    const commands: GameLaunchCommand[] = [];
    store.bus.on('game:launch', (command) => commands.push(command));
    await userEvent.click(await screen.findByRole('button', { name: 'Golden Empire' }));
    await waitFor(() => expect(commands).toHaveLength(1));
    expect(commands[0]).toMatchObject({ gpId: 'GPJL', gtId: 2, gameCode: 'JL-203', source: 'game-room', openMode: 'window' });
  });
});

describe('/gameRoom where the room is not offered', () => {
  it.each([
    ['the flag is off', DESKTOP, { flags: DEFAULT_SITE_FLAGS }, '/gameRoom?gt_id=2&gp_id=GPJL&house=', '/gameHall/2?gp_id=GPJL'],
    ['on a phone', MOBILE, room, '/gameRoom?gt_id=2&gp_id=GPPG', '/gameHall/2?gp_id=GPPG'],
    ['for another game type', DESKTOP, room, '/gameRoom?gt_id=3&gp_id=GPEVO', '/gameHall/3?gp_id=GPEVO'],
    ['without a provider', DESKTOP, { flags: DEFAULT_SITE_FLAGS }, '/gameRoom', '/gameHall/2'],
  ])('sends %s to the hall of the type', async (_case, width, config, url, target) => {
    await openRoom(url, { width, config });
    expect(await screen.findByTestId('location')).toHaveTextContent(target);
  });

  it('says so for a provider code that is not one', async () => {
    await openRoom('/gameRoom?gt_id=2&gp_id=a%20b');
    expect(await screen.findByRole('alert')).toHaveTextContent('This address does not name a game provider.');
  });
});
