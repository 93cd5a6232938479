import { requiredPage, resolvePage } from './menu';

describe('resolvePage', () => {
  it.each([
    ['Register', 'application', 'Register'],
    ['Plan', 'application', 'Plan'],
    ['Promotion', 'centre', 'Promotion'],
    [null, 'centre', 'DownlineInfo'],
    ['Nonsense', 'centre', 'DownlineInfo'],
  ])('?page=%s is the %s page %s', (page, mode, current) => {
    const resolved = resolvePage(page);
    expect([resolved.mode, resolved.current.page]).toEqual([mode, current]);
  });
});

describe('requiredPage', () => {
  const inactive = { isAgent: true, agentActive: false };
  const active = { isAgent: true, agentActive: true };
  const member = { isAgent: false, agentActive: false };
  it.each([
    ['an inactive agent in the centre applies first', 'centre', inactive, 'Register'],
    ['an inactive agent may read the application pages', 'application', inactive, null],
    ['an active agent stays in the centre', 'centre', active, null],
    ['a member who runs no agent is not moved', 'centre', member, null],
    ['a layout not loaded yet decides nothing', 'centre', null, null],
  ] as const)('%s', (_case, mode, standing, expected) => {
    expect(requiredPage(mode, standing)).toBe(expected);
  });
});
