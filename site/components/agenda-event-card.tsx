import { EventCard, type CardHeadingLevel } from '@campus/ui';
import Image from 'next/image';
import Link from 'next/link';
import { eventPlace, type EventTeaser } from '@/lib/drupal/events';
import { eventHours } from '@/lib/paris-date';

type Props = {
  event: EventTeaser;
  headingLevel?: CardHeadingLevel;
  /** Loads the picture first (the first card of a page). */
  priority?: boolean;
  id?: string;
};

/** An event of the school in a list: date badge, category, place, hours, summary and picture. */
export function AgendaEventCard({ event, headingLevel = 3, priority = false, id }: Props) {
  return (
    <EventCard
      id={id}
      title={event.title}
      href={event.path}
      linkAs={Link}
      headingLevel={headingLevel}
      startDate={event.start}
      endDate={event.end ?? undefined}
      hours={eventHours(event)}
      location={eventPlace(event) || undefined}
      category={event.category?.name}
      summary={event.summary || undefined}
      media={
        event.image ? (
          <Image
            src={event.image.url}
            alt={event.image.alt}
            fill
            sizes="(min-width: 72rem) 23rem, (min-width: 40rem) 50vw, 100vw"
            priority={priority}
          />
        ) : undefined
      }
    />
  );
}
