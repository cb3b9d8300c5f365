import type { ReactNode } from 'react';
import { Tag } from '../tag';
import { Card, type CardProps } from './card';
import { CardDetails } from './card-details';

export type CourseCardLabels = { level: string; duration: string; rhythm: string; campus: string };

export type CourseCardProps = Omit<CardProps, 'variant' | 'eyebrow' | 'meta' | 'children'> & {
  /** The diploma prepared, shown as a tag: "CAP", "BP", "BTS", "Bac pro"… */
  diploma: string;
  /** e.g. "Niveau 3". */
  level?: string;
  /** e.g. "2 ans". */
  duration?: string;
  /** e.g. "Alternance : 2 semaines en entreprise / 1 semaine au CFA". */
  rhythm?: string;
  /** e.g. "Campus de Rennes". */
  campus?: string;
  summary?: ReactNode;
  /** Terms of the details. Default `{ level: 'Niveau', duration: 'Durée', rhythm: 'Rythme', campus: 'Campus' }`. */
  labels?: Partial<CourseCardLabels>;
};

/** A training course (formation): diploma, title, level, duration, rhythm, campus, summary, picture. */
export function CourseCard({ diploma, level, duration, rhythm, campus, summary, labels, ...props }: CourseCardProps) {
  const text = { level: 'Niveau', duration: 'Durée', rhythm: 'Rythme', campus: 'Campus', ...labels };
  return (
    <Card
      {...props}
      variant="course"
      eyebrow={<Tag variant="brand">{diploma}</Tag>}
      meta={
        <CardDetails
          items={[
            { label: text.level, value: level },
            { label: text.duration, value: duration },
            { label: text.rhythm, value: rhythm },
            { label: text.campus, value: campus },
          ]}
        />
      }
    >
      {summary}
    </Card>
  );
}
