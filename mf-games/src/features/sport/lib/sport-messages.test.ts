import { isFromSportFrame, MAX_SPORT_HEIGHT, readSportMessage } from './sport-messages';

describe('readSportMessage (S001 heights, U003 open-game events)', () => {
  it.each<[string, unknown, number]>([
    ['an object', { code: 'S001', height: 1234 }, 1234],
    ['its JSON text', '{"code":"S001","height":987}', 987],
    ['the height in data', { code: 'S001', data: { height: 640 } }, 640],
    ['type instead of code', { type: 'S001', height: 500 }, 500],
    ['a numeric string, rounded', { code: 'S001', height: '712.6' }, 713],
  ])('reads a height from %s', (_case, data, height) => {
    expect(readSportMessage(data)).toEqual({ kind: 'height', height });
  });

  it.each<[string, unknown]>([
    ['no height', { code: 'S001' }],
    ['a zero height', { code: 'S001', height: 0 }],
    ['a negative height', { code: 'S001', height: -20 }],
    ['an absurd height', { code: 'S001', height: MAX_SPORT_HEIGHT + 1 }],
    ['a text height', { code: 'S001', height: '100px' }],
    ['another code', { code: 'S002', height: 100 }],
    ['no code', { height: 100 }],
    ['a bare string', 'S001'],
    ['broken JSON', '{"code":"S001",'],
    ['null', null],
    ['an array', [{ code: 'S001', height: 100 }]],
  ])('ignores %s', (_case, data) => {
    expect(readSportMessage(data)).toBeNull();
  });

  it('reads an open-game event carrying U003 with its game', () => {
    expect(
      readSportMessage({ code: 'U003', data: { gp_id: 'GPJL', game_type: 2, game_code: 'JL-2-001', house: 'h1', game_name: 'Lucky 8' } }),
    ).toEqual({
      kind: 'open-game',
      request: { gpId: 'GPJL', gtId: 2, gameCode: 'JL-2-001', house: 'h1', gameName: 'Lucky 8', source: 'sport' },
    });
    expect(readSportMessage(JSON.stringify({ event: 'openGame_U003', gp_id: 'GPLT', gt_id: '5' }))).toEqual({
      kind: 'open-game',
      request: { gpId: 'GPLT', gtId: 5, source: 'sport' },
    });
  });

  it("reads the sandbox sport page's messages as it posts them (docs/sandbox.md)", () => {
    expect(readSportMessage({ type: 'S001', height: 1046 })).toEqual({ kind: 'height', height: 1046 });
    expect(readSportMessage({ type: 'U003', gp_id: 'GPJL', game_type: 2, game_code: 'JL-2-001' })).toEqual({
      kind: 'open-game',
      request: { gpId: 'GPJL', gtId: 2, gameCode: 'JL-2-001', source: 'sport' },
    });
  });

  it.each<[string, unknown]>([
    ['no provider', { code: 'U003', data: { game_type: 2 } }],
    ['no game type', { code: 'U003', data: { gp_id: 'GPJL' } }],
    ['a fractional game type', { code: 'U003', data: { gp_id: 'GPJL', game_type: 2.5 } }],
    ['an overlong provider', { code: 'U003', data: { gp_id: 'G'.repeat(33), game_type: 2 } }],
  ])('ignores an open-game event with %s', (_case, data) => {
    expect(readSportMessage(data)).toBeNull();
  });
});

describe('isFromSportFrame', () => {
  const frame = {};
  it.each<[string, { origin: string; source: unknown }, boolean]>([
    ['the iframe, from its origin', { origin: 'https://sport.example', source: frame }, true],
    ['another origin, even through the iframe window', { origin: 'https://evil.example', source: frame }, false],
    ['the right origin from another window', { origin: 'https://sport.example', source: {} }, false],
    ['the page itself', { origin: 'https://casino.example', source: null }, false],
    ['an origin that only starts the same', { origin: 'https://sport.example.evil.com', source: frame }, false],
  ])('%s: %p', (_case, event, accepted) => {
    expect(isFromSportFrame(event, 'https://sport.example', frame)).toBe(accepted);
  });

  it('accepts nothing before the iframe is there', () => {
    expect(isFromSportFrame({ origin: 'https://sport.example', source: null }, 'https://sport.example', null)).toBe(false);
    expect(isFromSportFrame({ origin: 'null', source: frame }, null, frame)).toBe(false);
  });
});
