import { type AdminAnalytics, ANALYTICS_DAY_FIGURES, ANALYTICS_FUNNEL_STEPS } from '@portico/contracts';

/** The CSV's columns: one figure per row, so every part of the page fits one table a spreadsheet can pivot. */
export const ANALYTICS_CSV_HEADER = ['section', 'item', 'figure', 'value'] as const;

/**
 * One CSV cell. Text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return:
 * a searched word like `=HYPERLINK(...)` comes from any visitor) gets a leading apostrophe; a cell with a
 * comma, quote or line break is quoted, its quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The figures of the analytics page as CSV rows (CRLF line ends, as RFC 4180 has them). */
export function analyticsCsv(a: AdminAnalytics): string {
  const rows: (string | number)[][] = [[...ANALYTICS_CSV_HEADER]];
  rows.push(['period', 'from', 'date', a.period.from], ['period', 'to', 'date', a.period.to]);
  rows.push(['period', 'job', 'title', a.position ? a.position.title : 'All jobs']);
  for (const [figure, value] of Object.entries(a.totals)) rows.push(['totals', 'all', figure, value]);
  for (const d of a.daily) for (const f of ANALYTICS_DAY_FIGURES) rows.push(['daily', d.day, f, d[f]]);
  for (const q of a.top_queries) rows.push(['top_queries', q.query, 'searches', q.count]);
  for (const q of a.zero_result_queries) rows.push(['zero_result_queries', q.query, 'searches', q.count]);
  for (const j of a.by_job) for (const f of ANALYTICS_FUNNEL_STEPS) rows.push(['job', j.title, f, j[f]]);
  for (const s of a.by_source)
    for (const f of ANALYTICS_FUNNEL_STEPS) rows.push(['source', s.source || '(none)', f, s[f]]);
  for (const q of a.self_identification)
    for (const answer of q.answers)
      rows.push(['self_identification', `${q.question}: ${answer.answer}`, 'people', answer.count]);
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
