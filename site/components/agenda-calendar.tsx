import { VisuallyHidden } from '@campus/ui';
import type { EventTeaser } from '@/lib/drupal/events';
import { type Month, monthLabel, parisDayKey } from '@/lib/paris-date';
import styles from './agenda-calendar.module.css';

const WEEKDAYS = [
  ['lun.', 'lundi'],
  ['mar.', 'mardi'],
  ['mer.', 'mercredi'],
  ['jeu.', 'jeudi'],
  ['ven.', 'vendredi'],
  ['sam.', 'samedi'],
  ['dim.', 'dimanche'],
] as const;

type Props = {
  month: Month;
  events: readonly EventTeaser[];
  /** `YYYY-MM-DD` of today in Paris, marked `aria-current="date"`. */
  today: string;
  /** The id of the element a day's link leads to (the event's card in the list). */
  anchorOf: (event: EventTeaser) => string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Day keys (`YYYY-MM-DD`) from `start` to `end` included, walking calendar days. */
function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  const cursor = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${(end < start ? start : end)}T00:00:00Z`);
  while (cursor <= last && days.length < 400) {
    days.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

/** The events of each day of the month (an event over several days is on each of them). */
function eventsByDay(events: readonly EventTeaser[]): Map<string, EventTeaser[]> {
  const byDay = new Map<string, EventTeaser[]>();
  for (const event of events) {
    for (const day of daysBetween(parisDayKey(event.start), parisDayKey(event.end ?? event.start))) {
      byDay.set(day, [...(byDay.get(day) ?? []), event]);
    }
  }
  return byDay;
}

/**
 * A month as a real table: weeks in rows from Monday, French weekday headers, each day with events
 * a link to the first of them in the list below (its accessible name says the date and the
 * titles). Plain links: it works with the keyboard and without JavaScript.
 */
export function AgendaCalendar({ month, events, today, anchorOf }: Props) {
  const { year, month: m } = month;
  const daysInMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (number | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: daysInMonth }, (_, i) => i + 1)];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const byDay = eventsByDay(events);
  const monthName = monthLabel(month).replace(/ \d+$/, '');

  return (
    <table className={styles.calendar}>
      <caption className={styles.caption}>Calendrier de {monthLabel(month)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={long} scope="col">
              <span aria-hidden="true">{short}</span>
              <VisuallyHidden>{long}</VisuallyHidden>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, index) => (
          <tr key={index}>
            {week.map((day, column) => {
              if (day === null) return <td key={`empty-${column}`} className={styles.empty} />;
              const key = `${year}-${pad(m)}-${pad(day)}`;
              const dayEvents = byDay.get(key) ?? [];
              const first = dayEvents[0];
              return (
                <td key={key} className={styles.day} data-has-events={first ? '' : undefined} aria-current={key === today ? 'date' : undefined}>
                  {first ? (
                    <a className={styles.link} href={`#${anchorOf(first)}`}>
                      <span className={styles.number}>
                        {day}
                        <VisuallyHidden> {monthName} :</VisuallyHidden>
                      </span>
                      <span className={styles.titles}>
                        {dayEvents.map((event, position) => (
                          <span key={event.id} className={styles.title}>
                            {event.title}
                            {position < dayEvents.length - 1 ? <VisuallyHidden> ;</VisuallyHidden> : null}
                          </span>
                        ))}
                      </span>
                    </a>
                  ) : (
                    <span className={styles.number}>{day}</span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
