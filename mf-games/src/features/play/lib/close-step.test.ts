import type { GameOpenMode } from '@casino/contracts';
import { runCloseStep, type CloseEnvironment } from './close-step';

function env(framed: boolean, launchedMode: GameOpenMode | null, closes: boolean) {
  const calls: string[] = [];
  const environment: CloseEnvironment = {
    framed,
    launchedMode,
    tellParent: () => void calls.push('tell parent'),
    closeSelf: () => {
      calls.push('close self');
      return closes;
    },
    tellMainWindow: () => void calls.push('quickGame'),
    returnToLobby: () => void calls.push('quit here and go to /'),
  };
  return { environment, calls };
}

describe('runCloseStep (/close, the lobby_url)', () => {
  it.each<[string, boolean, GameOpenMode | null, boolean, string, string[]]>([
    ['inside the /play or modal iframe', true, 'page', true, 'frame', ['tell parent']],
    ['inside an iframe whatever this tab launched', true, 'redirect', true, 'frame', ['tell parent']],
    ['in the tab a redirect launch replaced', false, 'redirect', true, 'tab', ['quit here and go to /']],
    ['in the tab whose /play game sent its lobby link to the top window', false, 'page', true, 'tab', ['quit here and go to /']],
    ['in the tab whose modal game sent its lobby link to the top window', false, 'modal', true, 'tab', ['quit here and go to /']],
    ['in the game window', false, 'window', true, 'window', ['close self', 'quickGame']],
    ['in a game window that inherited nothing', false, null, true, 'window', ['close self', 'quickGame']],
    [
      'in a tab the member opened (the browser refuses to close it): no quickGame for another tab',
      false,
      null,
      false,
      'tab',
      ['close self', 'quit here and go to /'],
    ],
  ])('%s', (_case, framed, mode, closes, where, expected) => {
    const { environment, calls } = env(framed, mode, closes);
    expect(runCloseStep(environment)).toBe(where);
    expect(calls).toEqual(expected);
  });
});
