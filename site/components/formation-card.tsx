import { type CardHeadingLevel, CourseCard } from '@campus/ui';
import Image from 'next/image';
import Link from 'next/link';
import type { FormationTeaser } from '@/lib/drupal/formations';

/** A course in a list: the ui's CourseCard with its picture through next/image. */
export function FormationCard({ formation, headingLevel = 3 }: { formation: FormationTeaser; headingLevel?: CardHeadingLevel }) {
  const { image } = formation;
  return (
    <CourseCard
      title={formation.title}
      href={formation.path}
      linkAs={Link}
      headingLevel={headingLevel}
      diploma={formation.level?.name ?? 'Formation'}
      duration={formation.duration ?? undefined}
      campus={formation.campus ?? undefined}
      summary={formation.summary || undefined}
      media={image ? <Image src={image.url} alt="" fill sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw" /> : undefined}
    />
  );
}
