import { fireEvent, screen } from '@testing-library/react';
import { renderShell } from '../../test/render-shell';
import { RegistryContext } from './registry-context';
import type { RemoteRegistry } from './remote-registry';
import { usePreloadOnIntent } from './use-preload-on-intent';

function Links() {
  const intent = usePreloadOnIntent();
  return (
    <>
      <a href="/gameHall/2" {...intent('/gameHall/2')}>
        Slots
      </a>
      <a href="/no/such/page" {...intent('/no/such/page')}>
        Nowhere
      </a>
    </>
  );
}

describe('usePreloadOnIntent', () => {
  it("starts loading a link's remote module when the pointer rests on it or it gets the focus, once", async () => {
    const preload = jest.fn();
    await renderShell(
      <RegistryContext.Provider value={{ preload } as unknown as RemoteRegistry}>
        <Links />
      </RegistryContext.Provider>,
    );
    fireEvent.pointerEnter(screen.getByText('Slots'));
    fireEvent.focus(screen.getByText('Slots'));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith('mf_games/GameHallPage');
    fireEvent.pointerEnter(screen.getByText('Nowhere'));
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
