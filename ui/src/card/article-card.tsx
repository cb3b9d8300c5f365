import type { ReactNode } from 'react';
import { formatFrenchDate, parseDate, toIsoDate } from '../date-badge/format-date';
import { Tag } from '../tag';
import { Card, type CardProps } from './card';
import styles from './details.module.css';

export type ArticleCardProps = Omit<CardProps, 'variant' | 'eyebrow' | 'meta' | 'children'> & {
  /** Publication date: ISO 8601 or `Date`, shown as in Paris ("14 avril 2026"). */
  date: string | Date;
  summary?: ReactNode;
  /** Shown as a tag above the title, e.g. "Vie du campus". */
  category?: string;
  /** Before the date. Default "Publié le". */
  dateLabel?: string;
};

/** A news article in a list: category, title, publication date, summary and picture. */
export function ArticleCard({ date, summary, category, dateLabel = 'Publié le', ...props }: ArticleCardProps) {
  const published = parseDate(date, 'ArticleCard: "date"');
  return (
    <Card
      {...props}
      variant="article"
      eyebrow={category ? <Tag variant="brand">{category}</Tag> : undefined}
      meta={
        <p className={styles.line}>
          {dateLabel}{' '}
          <time dateTime={toIsoDate(published)}>
            {formatFrenchDate(published, { day: 'numeric', month: 'long', year: 'numeric' })}
          </time>
        </p>
      }
    >
      {summary}
    </Card>
  );
}
