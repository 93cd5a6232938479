/** The oldest birth year the rules accept (register-rules' isRealDate). */
export const FIRST_BIRTH_YEAR = 1900;

/** Years offered, newest first, from this year down to 1900. */
export function birthYears(now: Date = new Date()): string[] {
  const years: string[] = [];
  for (let year = now.getFullYear(); year >= FIRST_BIRTH_YEAR; year--) years.push(String(year));
  return years;
}

export const BIRTH_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, index) => String(index + 1));

/** Days of the chosen month (31 until year and month are both known; February of a leap year has 29). */
export function birthDays(year: string, month: string): string[] {
  const count = year && month ? new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate() : 31;
  return Array.from({ length: count }, (_, index) => String(index + 1));
}
