/** Plain-text tables and figures for the terminal: what the bench and the size check print. */

export type Align = 'left' | 'right';

export interface Column {
  header: string;
  align?: Align;
}

/** Lays rows out in columns separated by two spaces, with a rule under the header. */
export function formatTable(columns: Column[], rows: string[][]): string {
  const widths = columns.map((column, index) => Math.max(column.header.length, ...rows.map((row) => (row[index] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => (columns[index]?.align === 'right' ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.header)), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Bytes as KiB with one decimal (1 KiB = 1024 bytes, the unit of every budget here). */
export function kib(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

export function ms(value: number): string {
  return `${Math.round(value)} ms`;
}

/** Writes to stdout: the bench and the size check are command-line tools whose output is the point. */
export function print(text = ''): void {
  process.stdout.write(`${text}\n`);
}
