import { JobOfferCard } from '@campus/ui';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { publicationLine } from '@/lib/publication';
import type { MyOffer } from '@/lib/session/my-offers';

type Props = {
  offer: MyOffer;
  /** `YYYY-MM-DD` in Paris: the card says "Expirée" after the offer's last day. */
  today: string;
  /** The owner's (or an editor's) controls, at the bottom of the card. */
  actions?: ReactNode;
};

/**
 * One of the signed-in company's offers on "Mes offres d’emploi" (or, for an editor, any company's). A published offer says
 * "Publiée le …"; a draft is tagged "Brouillon" (read with the card's link), says "Non publiée"
 * and when it last changed ("Modifiée le …"), never "Publiée le".
 */
export function MyOfferCard({ offer, today, actions }: Props) {
  const line = publicationLine(offer, 'offre');
  return (
    <JobOfferCard
      title={offer.title}
      // A draft has no public page yet: its card links to the board.
      href={offer.published && offer.path ? offer.path : '/offres-emploi'}
      linkAs={Link}
      headingLevel={2}
      company={offer.company}
      city={offer.city}
      postalCode={offer.postalCode ?? undefined}
      contractType={offer.contractType}
      publishedDate={line.date ?? offer.created}
      expiryDate={offer.expires ?? undefined}
      today={today}
      status={line.draft ? 'draft' : 'published'}
      labels={{ published: line.label }}
      summary={line.draft ? `${line.status} : elle n’apparaît pas sur le tableau des offres.` : undefined}
      actions={actions}
    />
  );
}
