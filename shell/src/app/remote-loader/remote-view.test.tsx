import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { colors, useDesktopKit, type RemoteModuleExports } from '@casino/mf-shared';
import { renderShell } from '../../test/render-shell';
import { RegistryContext } from './registry-context';
import { RemoteLoadError, type RemoteRegistry } from './remote-registry';
import { RemoteView } from './remote-view';

type Load = RemoteRegistry['load'];

function registryWith(load: jest.Mock<ReturnType<Load>, Parameters<Load>>): RemoteRegistry {
  return { load, has: () => true, loadedNow: () => undefined } as unknown as RemoteRegistry;
}

function page(text: string): RemoteModuleExports<Record<string, never>> {
  return { default: () => <h1>{text}</h1> };
}

jest.spyOn(console, 'error').mockImplementation(() => undefined);

describe('RemoteView', () => {
  it('shows a loading state, then the remote module', async () => {
    let resolve: (value: RemoteModuleExports<Record<string, never>>) => void = () => undefined;
    const load = jest.fn(() => new Promise((r) => (resolve = r))) as jest.Mock;
    await renderShell(
      <RegistryContext.Provider value={registryWith(load)}>
        <RemoteView id="mf_home/HomePage" props={{}} />
      </RegistryContext.Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => resolve(page('Home from remote')));
    expect(screen.getByRole('heading', { name: 'Home from remote' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_home/HomePage', false);
  });

  it('shows a fallback when the remote fails, tells the bus, and a retry loads it afresh', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new RemoteLoadError('mf_games', 'timeout'))
      .mockResolvedValueOnce(page('Game hall')) as jest.Mock;
    const { store } = await renderShell(
      <RegistryContext.Provider value={registryWith(load)}>
        <p>Rest of the page</p>
        <RemoteView id="mf_games/GameHallPage" props={{}} />
      </RegistryContext.Provider>,
    );
    const failures: string[] = [];
    store.bus.on('remote:failed', ({ remote }) => failures.push(remote));

    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded');
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Game hall' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mf_games/GameHallPage', true);
  });

  it('contains a remote that throws while rendering to its own area', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const load = jest.fn().mockResolvedValue({ default: Broken }) as jest.Mock;
    const { store } = await renderShell(
      <RegistryContext.Provider value={registryWith(load)}>
        <nav>Header stays</nav>
        <RemoteView id="mf_member/UserCenterPage" props={{}} />
      </RegistryContext.Provider>,
    );
    const failures: string[] = [];
    store.bus.on('remote:failed', ({ error }) => failures.push(error));
    expect(await screen.findByRole('alert')).toHaveTextContent('boom');
    expect(screen.getByText('Header stays')).toBeInTheDocument();
    expect(failures).toEqual(['boom']);
  });

  it("puts antd's brand theme around a module's area, and none around a module that renders without the kit", async () => {
    // What antd's components in the area see: the brand's gold under KitTheme, antd's own blue without it.
    function ThemeProbe() {
      const { token } = useDesktopKit().theme.useToken();
      return <p>primary {token.colorPrimary.toLowerCase()}</p>;
    }
    const themed = jest.fn().mockResolvedValue({ default: ThemeProbe }) as jest.Mock;
    const first = await renderShell(
      <RegistryContext.Provider value={registryWith(themed)}>
        <RemoteView id="mf_games/GameHallPage" props={{}} />
      </RegistryContext.Provider>,
    );
    expect(await screen.findByText(`primary ${colors.accent}`)).toBeInTheDocument();
    first.unmount();

    const bare = jest.fn().mockResolvedValue({ default: ThemeProbe, uiKit: 'none' }) as jest.Mock;
    await renderShell(
      <RegistryContext.Provider value={registryWith(bare)}>
        <RemoteView id="mf_home/HomePage" props={{}} />
      </RegistryContext.Provider>,
    );
    expect(await screen.findByText(/^primary #/)).not.toHaveTextContent(colors.accent);
  });
});
