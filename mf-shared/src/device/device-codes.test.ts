import { DISPLAY_DEVICE, SUPPORT_DEVICE, displayDevice, layoutOfSupportDevice, showsOnDisplayDevice, supportDevice } from './device-codes';

describe('support_device (desktop 0, mobile 1, app 2)', () => {
  it('gives the code of a layout', () => {
    expect([supportDevice('desktop'), supportDevice('mobile')]).toEqual([0, 1]);
  });

  it.each([
    [0, 'desktop'],
    [1, 'mobile'],
    [2, 'mobile'],
    ['2', 'mobile'],
    ['0', 'desktop'],
  ] as const)('reads %p as %s (the app is served as mobile)', (code, layout) => {
    expect(layoutOfSupportDevice(code)).toBe(layout);
  });

  it('is the spec table', () => {
    expect(SUPPORT_DEVICE).toEqual({ desktop: 0, mobile: 1, app: 2 });
  });
});

describe('display_device of bulletins (0 both, 1 desktop, 2 mobile)', () => {
  it('gives the code of a layout', () => {
    expect([displayDevice('desktop'), displayDevice('mobile')]).toEqual([DISPLAY_DEVICE.desktop, DISPLAY_DEVICE.mobile]);
  });

  it.each([
    [0, 'desktop', true],
    [0, 'mobile', true],
    [1, 'desktop', true],
    [1, 'mobile', false],
    [2, 'mobile', true],
    ['2', 'desktop', false],
    [null, 'desktop', false],
  ] as const)('shows %p on %s: %p', (code, layout, shown) => {
    expect(showsOnDisplayDevice(code, layout)).toBe(shown);
  });
});
