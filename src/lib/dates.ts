// In UTC: post dates have no time of day, so a local time zone could move them a day.
const long = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const short = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "June 29, 2020" */
export const longDate = (date: string | Date): string => long.format(new Date(date));
/** "Jun 29, 2020" */
export const shortDate = (date: string | Date): string => short.format(new Date(date));
