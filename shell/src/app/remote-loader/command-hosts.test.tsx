import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useStores, type RemoteModuleExports } from '@casino/mf-shared';
import { renderShell } from '../../test/render-shell';
import { CommandFacade } from './command-facade';
import { CommandFacadeContext, CommandHosts } from './command-hosts';
import { RegistryContext } from './registry-context';
import { RemoteLoadError, type RemoteRegistry } from './remote-registry';

jest.spyOn(console, 'error').mockImplementation(() => undefined);

/** A stand-in login host: opens "its modal" (a heading) when auth:open arrives. */
function FakeAuthHost() {
  const { bus } = useStores();
  useEffect(() => bus.on('auth:open', ({ tab }) => document.body.setAttribute('data-opened', tab)), [bus]);
  return null;
}

function Harness({ registry, onFacade }: { registry: RemoteRegistry; onFacade: (facade: CommandFacade) => void }) {
  const { bus } = useStores();
  const [facade] = useState(() => new CommandFacade(bus));
  onFacade(facade);
  return (
    <RegistryContext.Provider value={registry}>
      <CommandFacadeContext.Provider value={facade}>
        <p>Rest of the page</p>
        <CommandHosts />
      </CommandFacadeContext.Provider>
    </RegistryContext.Provider>
  );
}

async function mount(load: jest.Mock) {
  const registry = { load, has: () => true, loadedNow: () => undefined } as unknown as RemoteRegistry;
  let facade: CommandFacade | null = null;
  const rendered = await renderShell(<Harness registry={registry} onFacade={(made) => (facade = made)} />);
  return { ...rendered, facade: facade as unknown as CommandFacade };
}

describe('CommandHosts', () => {
  afterEach(() => document.body.removeAttribute('data-opened'));

  it('says which part failed, with a retry that loads it afresh and sends the command again', async () => {
    let filesBack = false;
    const load = jest.fn(async (id: string) => {
      if (id === 'mf_auth/AuthModalHost' && filesBack) return { default: FakeAuthHost } as RemoteModuleExports<object>;
      throw new RemoteLoadError(id.slice(0, id.indexOf('/')), 'failed');
    });
    const { store, facade } = await mount(load);
    act(() => void store.bus.emit('auth:open', { tab: 'login' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Log in and sign up could not be loaded.');
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();

    filesBack = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.body).toHaveAttribute('data-opened', 'login'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mf_auth/AuthModalHost', true);
    facade.dispose();
  });

  it('tries the load again at the next command after the message was closed', async () => {
    let filesBack = false;
    const load = jest.fn(async (id: string) => {
      if (id === 'mf_auth/AuthModalHost' && filesBack) return { default: FakeAuthHost } as RemoteModuleExports<object>;
      throw new RemoteLoadError('mf_auth', 'timeout');
    });
    const { store, facade } = await mount(load);
    act(() => void store.bus.emit('auth:open', { tab: 'login' }));
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    filesBack = true;
    act(() => void store.bus.emit('auth:open', { tab: 'register' }));
    await waitFor(() => expect(document.body).toHaveAttribute('data-opened', 'register'));
    facade.dispose();
  });

  it('treats a host that throws while rendering like one that did not load', async () => {
    const Broken = () => {
      throw new Error('launcher broke');
    };
    const load = jest.fn(async () => ({ default: Broken }) as RemoteModuleExports<object>);
    const { store, facade } = await mount(load);
    const outcome = new Promise((resolve) => store.bus.emit('game:launch', { gpId: 'GPR8', gtId: 2, source: 'test', respond: resolve }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Games could not be started');
    await expect(outcome).resolves.toEqual({ status: 'failed' });
    facade.dispose();
  });
});
