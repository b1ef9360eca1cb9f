// Tests of src/lib/dates.ts against the text of Intl.DateTimeFormat, which it stands in for.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {longDate, shortDate} from './dates';

const intl = (month: 'long' | 'short') =>
  new Intl.DateTimeFormat('en', {year: 'numeric', month, day: 'numeric', timeZone: 'UTC'});

test("a date reads as Intl's English long and short dates, in UTC, in every month", () => {
  // A day of each month, then the edges of a UTC day, as a date string or a Date.
  const dates: (string | Date)[] = [
    ...Array.from({length: 12}, (_, m) => `2020-${String(m + 1).padStart(2, '0')}-0${(m % 9) + 1}`),
    '2019-12-31T23:59:59Z',
    '2021-01-01T00:00:00Z',
    new Date(Date.UTC(2018, 8, 30)),
  ];
  for (const date of dates) {
    assert.equal(longDate(date), intl('long').format(new Date(date)));
    assert.equal(shortDate(date), intl('short').format(new Date(date)));
  }
});
