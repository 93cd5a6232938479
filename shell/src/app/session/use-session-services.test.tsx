import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createFakeSandbox, createTestRoot } from '@casino/mf-shared/testing';
import en from '../../locales/en_US.json';
import type { AppRouter } from '../app-router';
import { useSessionServices } from './use-session-services';

describe('useSessionServices', () => {
  it('serves session:logout-requested: POST /logout, session ended, home with the entry replaced', async () => {
    const sandbox = createFakeSandbox({ '/logout': () => ({}) });
    const root = await createTestRoot({
      storage: { token: 't', member_id: '5', member_account: 'amy', currency: 'RMB' },
      fetch: sandbox.fetch,
      namespaces: { shell: async () => ({ default: en }) },
    });
    const router = { navigate: jest.fn(async () => undefined) } as unknown as AppRouter;
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={root.i18n}>{children}</I18nextProvider>;
    renderHook(() => useSessionServices(root.store, router), { wrapper });
    root.store.bus.emit('session:logout-requested', {});
    await waitFor(() => expect(root.store.session.isLoggedIn).toBe(false));
    expect(sandbox.hits('/logout')).toBe(1);
    expect(router.navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
