import { EventBus } from '@casino/mf-shared';
import { captureRemoteFailures, takeErrors, type CapturedError } from './error-capture';

describe("the page's errors before and after the reporter", () => {
  it("keeps a remote's failure from the first render and hands it over with the remote's name", () => {
    const bus = new EventBus();
    const stop = captureRemoteFailures(bus);
    // The landing page's area throws while it hydrates, long before the reporter loads.
    bus.emit('remote:failed', { remote: 'mf_home', error: 'boom', phase: 'render' });
    const taken: CapturedError[] = [];
    const stopTaking = takeErrors((error) => taken.push(error));
    expect(taken).toEqual([{ kind: 'boundary', remote: 'mf_home' }]);
    // Later ones go straight to the reporter; a failed load has its own kind.
    bus.emit('remote:failed', { remote: 'mf_games', error: 'chunk', phase: 'load' });
    expect(taken).toEqual([
      { kind: 'boundary', remote: 'mf_home' },
      { kind: 'remote-load', remote: 'mf_games' },
    ]);
    stop();
    stopTaking();
    bus.emit('remote:failed', { remote: 'mf_games', error: 'again', phase: 'render' });
    expect(taken).toHaveLength(2);
  });
});
