import type { ReactNode } from 'react';
import { DateBadge } from '../date-badge';
import { frenchRange, parseDate } from '../date-badge/format-date';
import { Tag } from '../tag';
import { Card, type CardProps } from './card';
import { CardDetails } from './card-details';
import styles from './details.module.css';

export type EventCardLabels = { location: string; hours: string };

export type EventCardProps = Omit<CardProps, 'variant' | 'eyebrow' | 'meta' | 'children'> & {
  /** First day: ISO 8601 or `Date`, shown as in Paris. */
  startDate: string | Date;
  /** Last day, for an event over several days; not before `startDate`. */
  endDate?: string | Date;
  /** Where, e.g. "Campus de Rennes, restaurant d’application". */
  location?: string;
  /** When in the day, e.g. "de 9 h à 17 h". */
  hours?: string;
  /** Shown as a tag above the title, e.g. "Portes ouvertes". */
  category?: string;
  summary?: ReactNode;
  /** Terms of the details. Default `{ location: 'Lieu', hours: 'Horaires' }`. */
  labels?: Partial<EventCardLabels>;
};

/** An event of the agenda: a date badge (a range over several days), place, hours, summary, picture. */
export function EventCard(props: EventCardProps) {
  const { startDate, endDate, location, hours, category, summary, labels, ...cardProps } = props;
  // Validate here, so that errors name this component's props.
  if (endDate === undefined) parseDate(startDate, 'EventCard: "startDate"');
  else frenchRange(startDate, endDate, { component: 'EventCard', startProp: 'startDate', endProp: 'endDate' });
  const text = { location: 'Lieu', hours: 'Horaires', ...labels };
  return (
    <Card
      {...cardProps}
      variant="event"
      eyebrow={category ? <Tag variant="info">{category}</Tag> : undefined}
      meta={
        <div className={styles.dated}>
          <DateBadge date={startDate} endDate={endDate} />
          <CardDetails
            items={[
              { label: text.hours, value: hours },
              { label: text.location, value: location },
            ]}
          />
        </div>
      }
    >
      {summary}
    </Card>
  );
}
