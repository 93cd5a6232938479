import { defineFederation } from '@casino/mf-shared/webpack';

/** mf_games's contract: see RemoteModules['mf_games'] in @casino/contracts. */
export default defineFederation({
  name: 'mf_games',
  exposes: {
    './GameHallPage': './src/expose/game-hall-page.tsx',
    './SlotGamePage': './src/expose/slot-game-page.tsx',
    './GameRoomPage': './src/expose/game-room-page.tsx',
    './PlayPage': './src/expose/play-page.tsx',
    './ClosePage': './src/expose/close-page.tsx',
    './GameLauncherHost': './src/expose/game-launcher-host.tsx',
  },
});
