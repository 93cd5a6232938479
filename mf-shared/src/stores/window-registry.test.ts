import { createMemoryStorage } from './storage';
import { POPUP_FEATURES, WindowRegistry } from './window-registry';

function registry() {
  const calls: [string, string, string | undefined][] = [];
  const handles: Record<string, { closed: boolean; close: jest.Mock }> = {};
  const storage = createMemoryStorage();
  const windows = new WindowRegistry((url, name, features) => {
    calls.push([url, name, features]);
    const handle: { closed: boolean; close: jest.Mock } = { closed: false, close: jest.fn(() => (handle.closed = true)) };
    handles[name] = handle;
    return handle as unknown as Window;
  }, storage);
  return { windows, calls, handles, storage };
}

describe('WindowRegistry', () => {
  it('opens the member, agent and fast-payment windows by name as 1500×800 popups', () => {
    const { windows, calls } = registry();
    windows.openMember('user');
    windows.openMember('proxy', '/proxy?page=Register');
    windows.openMember('fastPayment');
    expect(POPUP_FEATURES).toBe('width=1500,height=800');
    expect(calls).toEqual([
      ['/user', 'userWindow', POPUP_FEATURES],
      ['/proxy?page=Register', 'proxyWindow', POPUP_FEATURES],
      ['/fastPayment', 'fpWindow', POPUP_FEATURES],
    ]);
    expect(windows.isOpen('proxyWindow')).toBe(true);
  });

  it('closes every member window and the waiting window, and leaves windows the member closed alone', () => {
    const { windows, handles, storage } = registry();
    windows.openMember('user');
    windows.openMember('proxy');
    windows.openWaiting('gameWindow');
    handles.proxyWindow!.closed = true;
    windows.closeMemberWindows();
    expect(handles.userWindow!.close).toHaveBeenCalled();
    expect(handles.proxyWindow!.close).not.toHaveBeenCalled();
    expect(handles.gameWindow!.close).toHaveBeenCalled();
    expect(storage.getItem('waitingWindow')).toBeNull();
    expect(windows.isOpen('userWindow')).toBe(false);
  });

  it('reports a blocked popup as null so the caller can fall back to the tab', () => {
    const windows = new WindowRegistry(() => null);
    expect(windows.openMember('fastPayment')).toBeNull();
    expect(windows.isOpen('fpWindow')).toBe(false);
  });
});
