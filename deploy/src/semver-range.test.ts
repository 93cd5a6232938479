import { satisfies } from './semver-range';

describe('satisfies', () => {
  it.each([
    ['19.3.1', '~19.3.1', true],
    ['19.3.9', '~19.3.1', true],
    ['19.4.0', '~19.3.1', false],
    ['19.3.0', '~19.3.1', false],
    ['19.9.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    // ^0.y.z stays within 0.y: a newer mf-shared minor is a breaking change.
    ['0.7.5', '^0.7.1', true],
    ['0.8.0', '^0.7.1', false],
    ['0.7.0', '^0.7.1', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['1.2.4', '1.2.x', true],
    ['1.3.0', '1.2', false],
    ['2.0.0', '*', true],
    ['5.0.0', '>=4.1.0 <6', true],
    ['6.0.0', '>=4.1.0 <6', false],
    ['3.0.0', '^1.0.0 || ^3.0.0', true],
    ['2.0.0', '^1.0.0 || ^3.0.0', false],
    ['1.0.0', '>= 1.0.0', true],
    // A pre-release only where the range names one of the same version.
    ['20.0.0-rc.1', '^19.0.0', false],
    ['20.0.0-rc.2', '^20.0.0-rc.1', true],
    ['20.0.0', '^20.0.0-rc.1', true],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('throws on what it cannot read rather than letting it pass', () => {
    expect(() => satisfies('19.3', '^19.0.0')).toThrow('not a semantic version');
    expect(() => satisfies('19.3.1', 'workspace:^')).toThrow('unsupported version range');
  });
});
