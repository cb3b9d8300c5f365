'use client';

import { Button } from '@campus/ui';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { addDays, DEFAULT_OPEN_DAYS } from '@/lib/offer-form';
import { type ApiResult, deleteOffer, updateOffer } from '@/lib/session/writes';
import styles from './my-offer-actions.module.css';

type Props = { id: string; title: string; published: boolean; expires: string | null; today: string };

/**
 * The owner's controls on one of their offers (an editor's on any offer): edit, publish or unpublish, extend by 60 days,
 * delete (after a confirmation step). Each change is sent through the site with the session's
 * CSRF token; the list is then read again. The outcome is announced.
 */
export function MyOfferActions({ id, title, published, expires, today }: Props) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const statusId = useId();

  async function run(action: () => Promise<ApiResult<unknown>>, done: string) {
    setPending(true);
    setMessage(null);
    const result = await action();
    setPending(false);
    setConfirming(false);
    if (result.ok) {
      setMessage({ ok: true, text: done });
      router.refresh();
    } else {
      setMessage({
        ok: false,
        text:
          result.status === 403
            ? 'Action refusée : votre session a peut-être expiré. Reconnectez-vous puis réessayez.'
            : 'L’action n’a pas abouti. Réessayez dans quelques instants.',
      });
    }
  }

  // Sixty more days from the later of today and the current last day.
  const extended = addDays(expires && expires > today ? expires : today, DEFAULT_OPEN_DAYS);

  return (
    <div className={styles.actions}>
      <Link href={`/offres-emploi/modifier/${id}`} className={styles.edit} aria-label={`Modifier l’offre « ${title} »`}>
        Modifier
      </Link>
      <Button
        type="button"
       
        variant="secondary"
        disabled={pending}
        aria-label={`${published ? 'Dépublier' : 'Publier'} l’offre « ${title} »`}
        onClick={() =>
          run(() => updateOffer(id, { attributes: { status: !published } }), published ? 'Offre dépubliée : elle n’est plus sur le tableau.' : 'Offre publiée.')
        }
      >
        {published ? 'Dépublier' : 'Publier'}
      </Button>
      <Button
        type="button"
       
        variant="secondary"
        disabled={pending}
        aria-label={`Prolonger de ${DEFAULT_OPEN_DAYS} jours l’offre « ${title} »`}
        onClick={() => run(() => updateOffer(id, { attributes: { field_date_expiration: extended } }), `Offre prolongée jusqu’au ${extended.split('-').reverse().join('/')}.`)}
      >
        Prolonger de {DEFAULT_OPEN_DAYS} jours
      </Button>
      {confirming ? (
        <span className={styles.confirm} role="group" aria-label={`Confirmer la suppression de l’offre « ${title} »`}>
          <span>Supprimer définitivement ?</span>
          <Button type="button" variant="primary" disabled={pending} onClick={() => run(() => deleteOffer(id), 'Offre supprimée.')}>
            Oui, supprimer
          </Button>
          <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
            Annuler
          </Button>
        </span>
      ) : (
        <Button type="button" variant="secondary" disabled={pending} aria-label={`Supprimer l’offre « ${title} »`} onClick={() => setConfirming(true)}>
          Supprimer
        </Button>
      )}
      <p id={statusId} role="status" className={message && !message.ok ? styles.error : styles.status}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}
