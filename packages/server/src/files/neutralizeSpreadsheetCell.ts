// A cell a spreadsheet would run as a formula: it starts (after any spaces) with = + - @ (or their
// full-width forms, which some spreadsheets fold), a tab, a carriage return or a line feed.
const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20\t\r\n]/;
// A plain number ("-1250", "+3", "1.5e3"): a spreadsheet reads it as that number, never as a formula.
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A cell value made safe to write into a CSV file that a spreadsheet will open (formula or "CSV"
 * injection): a text that starts with `=`, `+`, `-`, `@`, a tab, a carriage return or a line feed (also
 * after spaces, and the full-width `＝＋－＠`) gets a leading `'`, so the spreadsheet shows it as text
 * instead of running it (`=HYPERLINK(…)`, `@SUM(…)`, `=cmd|…`). Plain numbers (`-1250`) are kept as they
 * are, numbers and booleans become their text, `null` and `undefined` an empty cell. Quote the result as
 * your CSV writer does (a cell holding `,`, `"` or a line break goes in double quotes, `"` doubled).
 *
 * The reconciliation parsers return cells verbatim (a merchant name is the service's text): pass each one
 * through this before re-exporting them to a spreadsheet.
 *
 * @example neutralizeSpreadsheetCell('=HYPERLINK("https://evil.example","Refund")') // "'=HYPERLINK(…"
 */
export function neutralizeSpreadsheetCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  if (typeof value !== 'string' || PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}
