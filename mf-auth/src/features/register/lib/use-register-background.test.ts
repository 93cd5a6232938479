import { allowedBackground } from './use-register-background';

const PAGE = 'https://www.casino.example/register';

describe('the register background passes the content image policy', () => {
  it.each([
    [
      { photo_path: '/api/assets/bg.svg', mobile_photo_path: ' /api/assets/m.svg ' },
      { desktop: '/api/assets/bg.svg', mobile: '/api/assets/m.svg' },
    ],
    [
      { photo_path: 'https://www.casino.example/bg.png', mobile_photo_path: '' },
      { desktop: 'https://www.casino.example/bg.png', mobile: null },
    ],
    [
      { photo_path: 'javascript:alert(1)', mobile_photo_path: 'http://elsewhere.example/bg.png' },
      { desktop: null, mobile: null },
    ],
    [
      { photo_path: 'https://elsewhere.example/bg.png', mobile_photo_path: '//elsewhere.example/m.png' },
      { desktop: null, mobile: null },
    ],
    [
      { photo_path: null, mobile_photo_path: undefined },
      { desktop: null, mobile: null },
    ],
  ])('%j gives %j', (detail, expected) => {
    expect(allowedBackground(detail, PAGE)).toEqual(expected);
  });

  it('gives nothing for a missing detail', () => {
    expect(allowedBackground(null, PAGE)).toEqual({ desktop: null, mobile: null });
  });
});
