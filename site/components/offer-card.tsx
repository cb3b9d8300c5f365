import { formatFrenchDate, JobOfferCard, type JobOfferStatus } from '@campus/ui';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { OfferTeaser } from '@/lib/drupal/offres';

type Props = {
  offer: Pick<OfferTeaser, 'title' | 'path' | 'company' | 'city' | 'postalCode' | 'contractType' | 'published' | 'starts'> & { expires: string | null };
  /** `YYYY-MM-DD` in Paris: the card says "Expirée" after the offer's last day. */
  today: string;
  headingLevel?: 2 | 3;
  status?: JobOfferStatus;
  /** The owner's controls, at the bottom of the card. */
  actions?: ReactNode;
};

/** A job offer as every list of the site shows it (board, home page, trades, the user's offers). */
export function OfferCard({ offer, today, headingLevel = 3, status, actions }: Props) {
  return (
    <JobOfferCard
      title={offer.title}
      href={offer.path}
      linkAs={Link}
      headingLevel={headingLevel}
      company={offer.company}
      city={offer.city}
      postalCode={offer.postalCode ?? undefined}
      contractType={offer.contractType}
      publishedDate={offer.published}
      expiryDate={offer.expires ?? undefined}
      today={today}
      status={status}
      actions={actions}
      summary={offer.starts ? <>Début : {formatFrenchDate(offer.starts, { day: 'numeric', month: 'long', year: 'numeric' })}</> : undefined}
    />
  );
}
