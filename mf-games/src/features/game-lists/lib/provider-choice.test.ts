import type { GameProviderData } from '@casino/contracts';
import { chosenProvider, offeredProviders, providerKey } from './provider-choice';

const provider = (gp_id: string, overrides: Partial<GameProviderData> = {}): GameProviderData => ({
  gp_id,
  gp_name: gp_id,
  game_type: 2,
  house: '',
  app_id: gp_id.toLowerCase(),
  active: 1,
  icon: '',
  game_count: 30,
  maintenance: 0,
  open_mode: 'window',
  ...overrides,
});

describe('provider choice', () => {
  const providers = [
    provider('GPJL'),
    provider('GPPG', { house: 'h1' }),
    provider('GPPG', { house: 'h2' }),
    provider('GPOFF', { active: 0 }),
  ];

  it('offers the active providers in their order', () => {
    expect(offeredProviders(providers).map(providerKey)).toEqual(['GPJL', 'GPPG:h1', 'GPPG:h2']);
    expect(offeredProviders(undefined)).toEqual([]);
  });

  it.each([
    ['GPJL', null, 'GPJL'],
    ['GPPG', 'h2', 'GPPG:h2'],
    ['GPPG', null, 'GPPG:h1'],
    ['GPPG', 'h9', undefined],
    ['GPXX', null, undefined],
    [null, null, undefined],
  ])('gp_id %p house %p is %p', (gpId, house, expected) => {
    const found = chosenProvider(offeredProviders(providers), gpId, house);
    expect(found && providerKey(found)).toBe(expected);
  });
});
