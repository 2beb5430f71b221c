// CSV as RFC 4180 has it, for the plan's export (docs/plan-exports.md): one writer for a cell,
// one reader, so what the server writes and what tests read back follow the same rules.

/**
 * A CSV cell: quoted when it holds a comma, quote or line break, and a text that a
 * spreadsheet would run as a formula (= + - @, tab, carriage return first) is prefixed with
 * an apostrophe, since the plan's details are typed by people.
 */
export function csvCell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells joined into CSV text, each line ending with CRLF. */
export function csvText(rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** Splits CSV text (CRLF line ends, quoted cells may hold commas, quotes and line breaks) into rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}
