import * as desktopKitModule from '../kits/desktop-kit';
import * as mobileKitModule from '../kits/mobile-kit';
import { installTestKits } from '../testing/root';
import { createNotifier, TOAST_DURATION_MS, TOAST_OFFSET_PX } from './notifier';

// shell-and-public.md §9: toast duration 3000 ms, offset 16; §5: toasts respect a configured
// maximum count. The values are written out here so a changed constant fails.

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => installTestKits());
afterEach(() => jest.restoreAllMocks());

describe('the toasts', () => {
  it('on desktop: antd message 16 px from the top, 3 s long, at most the configured count at once', () => {
    const config = jest.spyOn(desktopKitModule.message, 'config');
    createNotifier(() => true, 4);
    expect(config).toHaveBeenLastCalledWith({ top: 16, duration: 3, maxCount: 4 });
    createNotifier(() => true);
    expect(config).toHaveBeenLastCalledWith({ top: 16, duration: 3, maxCount: 3 });
    expect([TOAST_DURATION_MS, TOAST_OFFSET_PX]).toEqual([3000, 16]);
  });

  it('on desktop: each message of its kind', async () => {
    const open = jest
      .spyOn(desktopKitModule.message, 'open')
      .mockImplementation(() => Object.assign(() => undefined, { then: () => undefined }) as never);
    const notifier = createNotifier(() => true);
    notifier.error('Could not load');
    notifier.success('Saved');
    await flush();
    expect(open.mock.calls.map(([args]) => [args.type, args.content])).toEqual([
      ['error', 'Could not load'],
      ['success', 'Saved'],
    ]);
  });

  it('on mobile: antd-mobile Toast for 3000 ms', async () => {
    const show = jest.spyOn(mobileKitModule.Toast, 'show').mockImplementation(() => ({ close: () => undefined }));
    createNotifier(() => false).error('Could not load');
    await flush();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: 'Could not load', duration: 3000, icon: 'fail' }));
  });
});
