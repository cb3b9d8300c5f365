import { formatFrenchDate } from '@campus/ui';
import { formatHour, parisDayKey } from '@/lib/paris-date';

type Props = { start: string; end: string | null };

/**
 * When an event takes place, in a French sentence with `<time>` elements: "Le jeudi 26 novembre
 * 2026, de 9 h à 12 h", "Du vendredi 25 septembre 2026 à 9 h 30 au samedi 26 septembre 2026 à
 * 17 h 30", or "Le jeudi 26 novembre 2026 à 9 h" without an end.
 */
export function AgendaEventWhen({ start, end }: Props) {
  const startDay = formatFrenchDate(start);
  if (!end || end === start) {
    return (
      <>
        Le <time dateTime={start}>{startDay} à {formatHour(start)}</time>
      </>
    );
  }
  if (parisDayKey(start) === parisDayKey(end)) {
    return (
      <>
        Le <time dateTime={parisDayKey(start)}>{startDay}</time>, de <time dateTime={start}>{formatHour(start)}</time> à{' '}
        <time dateTime={end}>{formatHour(end)}</time>
      </>
    );
  }
  return (
    <>
      Du{' '}
      <time dateTime={start}>
        {startDay} à {formatHour(start)}
      </time>{' '}
      au{' '}
      <time dateTime={end}>
        {formatFrenchDate(end)} à {formatHour(end)}
      </time>
    </>
  );
}
