import type { OperationHours, OperationPeriod } from '@offerkit/data';

/** Opening times per day, Sunday (0) first; `null` is closed, `'24h'` is open around the clock. */
type WeekSchedule = readonly ([open: string, close: string] | null | '24h')[];

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const SCHEDULES: Readonly<Record<string, WeekSchedule>> = {
  cafe: Array.from({ length: 7 }, () => ['0700', '2000'] as [string, string]),
  retail: [['1100', '1800'], ...Array.from({ length: 6 }, () => ['1000', '2100'] as [string, string])],
  office: [null, ...Array.from({ length: 5 }, () => ['0900', '1800'] as [string, string]), ['1000', '1600']],
  allDay: Array.from({ length: 7 }, () => '24h' as const),
};

const SCHEDULE_BY_CATEGORY: Readonly<Record<string, keyof typeof SCHEDULES>> = {
  'Food & Beverage': 'cafe',
  'Books & Digital Media': 'cafe',
  Gas: 'allDay',
  Convenience: 'allDay',
  'Health & Beauty': 'office',
  Pets: 'office',
  Travel: 'office',
};

/** Opening hours for a location of the category, in the shape the service sends (`periods` and `weekdayText`). */
export function operationHoursFor(categoryName: string): OperationHours {
  const schedule = SCHEDULES[SCHEDULE_BY_CATEGORY[categoryName] ?? 'retail'] as WeekSchedule;
  if (schedule.every((day) => day === '24h')) {
    // The usual encoding of "always open": one period opening on Sunday at midnight with no close.
    return {
      periods: [{ open: { day: 0, time: '0000' } }],
      weekdayText: weekdayOrder().map((day) => `${DAY_NAMES[day]}: Open 24 hours`),
    };
  }
  const periods: OperationPeriod[] = [];
  schedule.forEach((hours, day) => {
    if (Array.isArray(hours)) periods.push({ open: { day, time: hours[0] }, close: { day, time: hours[1] } });
  });
  const weekdayText = weekdayOrder().map((day) => {
    const hours = schedule[day];
    return Array.isArray(hours)
      ? `${DAY_NAMES[day]}: ${clock(hours[0])} – ${clock(hours[1])}`
      : `${DAY_NAMES[day]}: Closed`;
  });
  return { periods, weekdayText };
}

/** Monday first, as display lines usually run. */
function weekdayOrder(): number[] {
  return [1, 2, 3, 4, 5, 6, 0];
}

/** `"0930"` → `"9:30 AM"`. */
function clock(time: string): string {
  const hours = Number(time.slice(0, 2));
  const minutes = time.slice(2);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${minutes} ${suffix}`;
}
