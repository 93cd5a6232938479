import { platformDescription } from './platform-description';

const provider = (gp_id: string, gp_name = gp_id.replace(/^GP/, '')) => ({ gp_id, gp_name });

describe('platformDescription', () => {
  const three = [provider('GPJL', 'JILI'), provider('GPPG', 'PG Soft'), provider('GPR8', 'R88')];

  it.each([
    ['the priority order first', three, ['GPR8', 'GPPG'], 'en_US', 'R88, PG Soft, JILI'],
    ['the given order without a priority list', three, [], 'en_US', 'JILI, PG Soft, R88'],
    [
      'the given order for providers the list does not name',
      [...three, provider('GPAA', 'AA')],
      ['GPPG'],
      'en_US',
      'PG Soft, JILI, R88, AA',
    ],
    ['the enumeration comma in Chinese', three, ['GPR8'], 'zh_CN', 'R88、JILI、PG Soft'],
    ['the enumeration comma in traditional Chinese', three, [], 'zh_TW', 'JILI、PG Soft、R88'],
    ['a comma in Vietnamese', three, [], 'vi_VN', 'JILI, PG Soft, R88'],
    ['each name once (a provider in two types)', [...three, provider('GPJL', 'JILI')], [], 'en_US', 'JILI, PG Soft, R88'],
    ['no blank names', [provider('GPX', '  '), provider('GPY', 'Y')], [], 'en_US', 'Y'],
    ['nothing for no providers', [], ['GPR8'], 'en_US', ''],
  ])('lists %s', (_case, providers, priority, locale, expected) => {
    expect(platformDescription(providers, priority, locale)).toBe(expected);
  });

  it('names at most 15 providers, the priority ones kept', () => {
    const many = Array.from({ length: 20 }, (_v, index) => provider(`GP${index}`, `P${index}`));
    const names = platformDescription(many, ['GP19', 'GP18'], 'en_US').split(', ');
    expect(names).toHaveLength(15);
    expect(names.slice(0, 3)).toEqual(['P19', 'P18', 'P0']);
    expect(names.at(-1)).toBe('P12');
  });
});
