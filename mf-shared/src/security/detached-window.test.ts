import { detachOpener, sendWindowTo, windowAddress, type NavigableWindow } from './detached-window';
import { WindowRegistry } from '../stores/window-registry';

const page = 'https://casino.example/';

function placeholder(): NavigableWindow & { location: { replace: jest.Mock } } {
  return { opener: {}, closed: false, close: jest.fn(), location: { href: '/loading', replace: jest.fn() } };
}

describe('detached windows', () => {
  it('the waiting window opened in the click has no opener', () => {
    const opened = placeholder();
    const registry = new WindowRegistry(() => opened as unknown as Window);
    expect(registry.openWaiting('gameWindow')).toBe(opened);
    expect(opened.opener).toBeNull();
  });

  it('a blocked popup is simply null', () => {
    expect(() => detachOpener(null)).not.toThrow();
    expect(new WindowRegistry(() => null).openWaiting('depositWindow')).toBeNull();
  });

  it('sends the placeholder to a game or payment address, replacing /loading in its history', () => {
    const opened = placeholder();
    expect(sendWindowTo(opened, 'https://games.provider.example/play?t=1', page)).toBe(true);
    expect(opened.location.replace).toHaveBeenCalledWith('https://games.provider.example/play?t=1');
    expect(opened.opener).toBeNull();
    const own = placeholder();
    expect(sendWindowTo(own, '/api/assets/demo-game.html?gp_id=GPJL', page)).toBe(true);
    expect(own.location.replace).toHaveBeenCalledWith('/api/assets/demo-game.html?gp_id=GPJL');
  });

  it.each(['javascript:opener.location="https://phish.example"', 'data:text/html,<script>1</script>', '/.//phish.example', '', null])(
    'closes the placeholder instead of loading %j',
    (raw) => {
      const opened = placeholder();
      expect(sendWindowTo(opened, raw, page)).toBe(false);
      expect(opened.location.replace).not.toHaveBeenCalled();
      expect(opened.close).toHaveBeenCalled();
      expect(windowAddress(raw, page)).toBeNull();
    },
  );
});
