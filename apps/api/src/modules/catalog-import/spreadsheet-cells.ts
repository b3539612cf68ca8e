/**
 * Formula injection (OWASP, "CSV Injection"): a spreadsheet opening a CSV file evaluates a cell
 * that starts with `=`, `+`, `-`, `@`, a tab or a carriage return, so a product text could run
 * `=HYPERLINK(…)` or DDE on the accountant's machine. Such a cell is written with a leading `'`,
 * which spreadsheets read as "this is text". A plain number (`-5`, `+1.5`) is data, not a formula,
 * and stays a number.
 *
 * The import reads a `'` before one of those characters (or before another `'`) as the escape and
 * drops it, so export → edit → import gives back the very text: a text that itself starts that way
 * is escaped too (`'=x` is written `''=x`).
 */
const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^[+-]?\d+(?:[.,]\d+)?$/;
/** What the import takes for an escaped cell. */
const escapedStart = /^'[=+\-@\t\r']/;

const startsFormula = (cell: string) => formulaStart.test(cell) && !plainNumber.test(cell);

/** A cell of a CSV file the store writes. */
export const escapeCsvCell = (cell: string) => (startsFormula(cell) || escapedStart.test(cell) ? `'${cell}` : cell);

/**
 * A cell of an XLSX file the store writes: its cells are typed text, which spreadsheets never
 * evaluate, so only a text the import would take for escaped is escaped (a CSV export saved
 * again as XLSX keeps its escapes, and the import reads both formats alike).
 */
export const escapeXlsxCell = (cell: string) => (escapedStart.test(cell) ? `'${cell}` : cell);

/** A cell of an imported file (CSV or XLSX), as the text it stands for. */
export const unescapeCell = (cell: string) => (escapedStart.test(cell) ? cell.slice(1) : cell);
