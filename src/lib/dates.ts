// Post dates in English, in UTC: they have no time of day, so a local time zone could move them a
// day. Written out here, not with Intl.DateTimeFormat: its first use on a page loads the browser's
// date data, 12-15 ms of one task on this project's machine (four times that on a phone), which
// every page with a date paid while it loaded (maintaining/performance.md). dates.test.ts holds the
// text to Intl's.
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function written(date: string | Date, month: (name: string) => string): string {
  const d = new Date(date);
  return `${month(months[d.getUTCMonth()]!)} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** "June 29, 2020" */
export const longDate = (date: string | Date): string => written(date, (name) => name);
/** "Jun 29, 2020" */
export const shortDate = (date: string | Date): string => written(date, (name) => name.slice(0, 3));
