import { BIRTH_MONTHS, birthDays, birthYears } from './birthday';

it('offers the years from this one down to 1900, twelve months, and the days of the chosen month', () => {
  const years = birthYears(new Date('2024-06-01T00:00:00Z'));
  expect(years[0]).toBe('2024');
  expect(years.at(-1)).toBe('1900');
  expect(BIRTH_MONTHS).toHaveLength(12);
  expect(birthDays('', '')).toHaveLength(31);
  expect(birthDays('2023', '2')).toHaveLength(28);
  expect(birthDays('2024', '2')).toHaveLength(29);
  expect(birthDays('2024', '4')).toHaveLength(30);
});
