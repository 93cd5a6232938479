import { localizedName } from './game-name';

describe('localizedName', () => {
  it.each([
    ['the site language when the game has it', { en_US: 'Lucky 8', zh_CN: '幸运8', vi_VN: 'May mắn 8' }, 'zh_CN', '幸运8'],
    ['en_US when the site language is missing', { en_US: 'Lucky 8', zh_CN: '幸运8' }, 'vi_VN', 'Lucky 8'],
    ['en_US when the site language is blank', { en_US: 'Lucky 8', vi_VN: '  ' }, 'vi_VN', 'Lucky 8'],
    ['any language when neither exists', { zh_CN: '幸运8' }, 'vi_VN', '幸运8'],
    ['the site language over en_US', { en_US: 'Lucky 8', vi_VN: 'May mắn 8' }, 'vi_VN', 'May mắn 8'],
    ['a trimmed text', { en_US: '  Lucky 8 ' }, 'en_US', 'Lucky 8'],
    ['the fallback when there is no name at all', {}, 'en_US', 'JL-2-001'],
    ['the fallback for a missing record', null, 'en_US', 'JL-2-001'],
  ])('gives %s', (_case, names, locale, expected) => {
    expect(localizedName(names, locale, 'JL-2-001')).toBe(expected);
  });

  it('gives an empty text without a fallback', () => {
    expect(localizedName({}, 'en_US')).toBe('');
  });
});
