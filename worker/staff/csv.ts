import type { ListRow } from "./submissions";

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a leading tab
 * or carriage return) gets an apostrophe in front, so it shows as text and
 * never runs; every cell is quoted, quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvLine(cells: (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(",");
}

const iso = (ms: number | null) => (ms === null ? "" : new Date(ms).toISOString());

export const CSV_HEADER = [
  "id",
  "kind",
  "received",
  "name",
  "email",
  "phone",
  "mail_state",
  "mail_attempts",
  "last_error",
  "file_name",
  "deleted_by_retention",
  "lang",
];

/** The rows as CSV (RFC 4180: CRLF line ends), with a header line. */
export function toCsv(rows: ListRow[]): string {
  const lines = [csvLine(CSV_HEADER)];
  for (const r of rows) {
    lines.push(
      csvLine([
        r.id,
        r.kind,
        iso(r.created_at),
        r.name,
        r.email,
        r.phone,
        r.mail_state,
        r.mail_attempts,
        r.last_error,
        r.file_name,
        iso(r.deleteAt),
        r.lang,
      ]),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
