import { searchProblem } from './downline-search';

describe('downline account search', () => {
  it.each([
    ['', null],
    ['  tiger ', null],
    ['golden_tiger2', null],
    ['tiger%', 'accountChars'],
    ['黄金', 'accountChars'],
    ['a'.repeat(33), 'accountLong'],
  ] as const)('judges %j as %s', (text, problem) => {
    expect(searchProblem(text)).toBe(problem);
  });
});
