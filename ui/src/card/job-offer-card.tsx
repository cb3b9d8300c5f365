import { type ReactNode, useId } from 'react';
import { formatFrenchDate, parseDate, toIsoDate } from '../date-badge/format-date';
import { Tag } from '../tag';
import { Card, type CardProps } from './card';
import { CardDetails } from './card-details';
import styles from './details.module.css';

export type JobOfferStatus = 'published' | 'draft';

export type JobOfferCardLabels = {
  company: string;
  location: string;
  published: string;
  expires: string;
  expiredOn: string;
  expired: string;
  draft: string;
};

const LABELS: JobOfferCardLabels = {
  company: 'Entreprise',
  location: 'Lieu',
  published: 'Publiée le',
  expires: 'Expire le',
  expiredOn: 'Expirée le',
  expired: 'Expirée',
  draft: 'Brouillon',
};

export type JobOfferCardProps = Omit<CardProps, 'variant' | 'eyebrow' | 'meta' | 'children' | 'footer' | 'describedBy'> & {
  company: string;
  city: string;
  /** Shown after the city: "Rennes (35000)". */
  postalCode?: string;
  /** Shown as a tag: "Apprentissage", "CDI", "CDD", "Stage"… */
  contractType: string;
  /** ISO 8601 or `Date`, shown as in Paris. */
  publishedDate: string | Date;
  /** Last day the offer is open (ISO 8601 or `Date`); from the next day in Paris, the offer is expired. */
  expiryDate?: string | Date;
  /**
   * The day to compare `expiryDate` with. Default the current date when rendering; pass it for a
   * deterministic output (tests, stories, cached pages).
   */
  today?: string | Date;
  /** On the owner's list: `draft` adds a "Brouillon" tag. Default `published`. */
  status?: JobOfferStatus;
  summary?: ReactNode;
  /** Owner's controls ("Modifier"…), at the bottom; they stay clickable above the card's link. */
  actions?: ReactNode;
  /** Every visible word; defaults in French. */
  labels?: Partial<JobOfferCardLabels>;
};

/**
 * A job offer (offre d’emploi): contract, title, company, place, dates, and its state: an expired
 * offer ("Expirée") or a draft ("Brouillon") is tagged, styled (`data-state`, `data-status`) and
 * announced with the link (`aria-describedby`). Throws an Error naming an invalid date prop.
 */
export function JobOfferCard({
  company,
  city,
  postalCode,
  contractType,
  publishedDate,
  expiryDate,
  today,
  status = 'published',
  summary,
  actions,
  labels,
  ...props
}: JobOfferCardProps) {
  const text = { ...LABELS, ...labels };
  const statusId = useId();

  const published = parseDate(publishedDate, 'JobOfferCard: "publishedDate"');
  const expiry = expiryDate === undefined ? undefined : parseDate(expiryDate, 'JobOfferCard: "expiryDate"');
  const todayIso = toIsoDate(today === undefined ? new Date() : parseDate(today, 'JobOfferCard: "today"'));
  const expired = expiry !== undefined && todayIso > toIsoDate(expiry);
  const draft = status === 'draft';
  const long = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  const dated = (date: Date) => <time dateTime={toIsoDate(date)}>{formatFrenchDate(date, long)}</time>;

  return (
    <Card
      {...props}
      variant="job-offer"
      data-state={expired ? 'expired' : undefined}
      data-status={status}
      describedBy={expired || draft ? statusId : undefined}
      eyebrow={<Tag variant="brand">{contractType}</Tag>}
      meta={
        <>
          {expired || draft ? (
            <p id={statusId} className={styles.statuses}>
              {draft ? <Tag variant="warning">{text.draft}</Tag> : null}
              {draft && expired ? ' ' : null}
              {expired ? <Tag variant="danger">{text.expired}</Tag> : null}
            </p>
          ) : null}
          <CardDetails
            items={[
              { label: text.company, value: company },
              { label: text.location, value: postalCode ? `${city} (${postalCode})` : city },
              { label: text.published, value: dated(published) },
              { label: expired ? text.expiredOn : text.expires, value: expiry && dated(expiry) },
            ]}
          />
        </>
      }
      footer={actions}
    >
      {summary}
    </Card>
  );
}
