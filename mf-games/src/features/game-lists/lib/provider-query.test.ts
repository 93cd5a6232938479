import { opensInGameRoom, parseProviderQuery, providerSearch } from './provider-query';

const parse = (search: string) => parseProviderQuery(new URLSearchParams(search));

describe('parseProviderQuery', () => {
  it.each([
    ['gt_id=2&gp_id=GPJL&house=0', { gtId: 2, gpId: 'GPJL', house: '0' }],
    ['gp_id=GPJL', { gtId: 2, gpId: 'GPJL', house: '' }],
    ['gt_id=3&gp_id=GPEVO&house=', { gtId: 3, gpId: 'GPEVO', house: '' }],
    ['gt_id=2&gp_id=%20GPPG%20', { gtId: 2, gpId: 'GPPG', house: '' }],
  ])('reads %s', (search, query) => {
    expect(parse(search)).toEqual({ ok: true, query });
  });

  it.each([
    ['gt_id=2', 'no-provider'],
    ['gt_id=2&gp_id=', 'no-provider'],
    ['gt_id=42&gp_id=GPJL', 'bad-type'],
    ['gt_id=two&gp_id=GPJL', 'bad-type'],
    ['gt_id=2&gp_id=<script>', 'bad-provider'],
    ['gt_id=2&gp_id=GPJL&house=a b', 'bad-provider'],
  ])('refuses %s (%s)', (search, problem) => {
    expect(parse(search)).toEqual({ ok: false, problem });
  });

  it('writes what it reads', () => {
    const query = { gtId: 2, gpId: 'GPJL', house: 'h1' };
    expect(providerSearch(query)).toBe('?gt_id=2&gp_id=GPJL&house=h1');
    expect(parse(providerSearch(query))).toEqual({ ok: true, query });
  });
});

describe('opensInGameRoom', () => {
  it.each([
    [2, true, true, true],
    [2, true, false, false],
    [2, false, true, false],
    [3, true, true, false],
  ])('game type %i, desktop %s, room flag %s: %s', (gtId, isDesktop, flag, expected) => {
    expect(opensInGameRoom(gtId, isDesktop, flag)).toBe(expected);
  });
});
