'use client';

import { Alert, Button, DateField, ErrorSummary, RichTextEditor, Select, TextField } from '@campus/ui';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { resetCsrfToken } from '@/lib/api/client';
import {
  backendOfferErrors,
  OFFER_FIELDS,
  OFFER_LABELS,
  type OfferErrors,
  type OfferField,
  offerFieldId,
  offerPayload,
  type OfferValues,
  validateOffer,
} from '@/lib/offer-form';
import { createOffer, updateOffer } from '@/lib/session/writes';
import styles from './form-layout.module.css';

type Term = { id: string; name: string };
type Props = {
  initial: OfferValues;
  today: string;
  contracts: readonly Term[];
  sectors: readonly Term[];
  /** Editing an existing offer: its uuid and whether it is published (kept as it is). */
  existing?: { id: string; published: boolean };
};

/**
 * The form that posts a job offer. Checked in the browser first (French messages beside the
 * fields and in a summary that takes the focus), then sent to the backend through the site
 * (`POST /jsonapi/node/offre_emploi` with the session's CSRF token), which checks again; its
 * answers land beside the fields too. Nothing typed is lost on an error. With `existing`, the
 * same form edits that offer (`PATCH`, its state unchanged).
 */
export function OfferForm({ initial, today, contracts, sectors, existing }: Props) {
  const router = useRouter();
  const [values, setValues] = useState<OfferValues>(initial);
  const [errors, setErrors] = useState<OfferErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [restored, setRestored] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // What is typed survives a detour by the login page (a session that ended while writing).
  const storageKey = `offre-en-cours:${existing?.id ?? 'nouvelle'}`;

  useEffect(() => {
    const saved = window.sessionStorage.getItem(storageKey);
    if (!saved) return;
    try {
      const parsed = JSON.parse(saved) as Partial<OfferValues>;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's storage is only readable after hydration
      setValues((current) => ({ ...current, ...parsed }));
      setRestored(true);
    } catch {
      window.sessionStorage.removeItem(storageKey);
    }
  }, [storageKey]);

  useEffect(() => {
    if (JSON.stringify(values) === JSON.stringify(initial)) return;
    window.sessionStorage.setItem(storageKey, JSON.stringify(values));
  }, [values, initial, storageKey]);

  const set = (field: OfferField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const text = (field: OfferField) => ({
    id: offerFieldId(field),
    name: field,
    label: OFFER_LABELS[field],
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const publish = existing ? existing.published : submitter?.getAttribute('value') !== 'brouillon';
    // An offer being edited may keep the expiry date it already had, even if it has passed.
    const found = validateOffer(values, existing && values.expiryDate === initial.expiryDate ? initial.expiryDate : today);
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setPending(true);
    const result = existing
      ? await updateOffer(existing.id, offerPayload(values, publish))
      : await createOffer(offerPayload(values, publish));
    setPending(false);
    if (result.ok) {
      window.sessionStorage.removeItem(storageKey);
      router.push(`/mes-offres-emploi?${existing ? 'modifiee' : publish ? 'publiee' : 'brouillon'}=1`);
      return;
    }
    if (result.status === 403) resetCsrfToken();
    const backend = backendOfferErrors(result.error);
    setErrors(backend.fields);
    const message =
      result.status === 403
        ? 'Votre session a expiré ou ne permet pas cette action. Reconnectez-vous, puis envoyez de nouveau l’offre : ce que vous avez saisi est conservé.'
        : result.status === 0 || result.status >= 500
          ? 'Le service est momentanément indisponible. Réessayez dans quelques instants : ce que vous avez saisi est conservé.'
          : backend.general;
    setGeneral(message ?? (Object.keys(backend.fields).length === 0 ? 'L’offre n’a pas pu être enregistrée.' : null));
    requestAnimationFrame(() => (Object.keys(backend.fields).length > 0 ? summaryRef : alertRef).current?.focus());
  }

  const summary = OFFER_FIELDS.flatMap((field) => (errors[field] ? [{ fieldId: offerFieldId(field), message: errors[field] }] : []));

  return (
    <div className={styles.wrapper}>
      {restored ? (
        <Alert variant="info" title="Votre saisie a été conservée." className={styles.alert}>
          <p>Vous retrouvez ce que vous aviez saisi avant de vous reconnecter.</p>
        </Alert>
      ) : null}
      {general ? (
        <Alert variant="error" title="L’offre n’a pas été enregistrée" ref={alertRef} tabIndex={-1} className={styles.alert}>
          <p>{general}</p>
        </Alert>
      ) : null}
      <ErrorSummary errors={summary} ref={summaryRef} headingLevel={2} className={styles.alert} />
      <form onSubmit={submit} noValidate className={styles.form} aria-describedby="offre-obligatoire">
        <p id="offre-obligatoire" className={styles.required}>
          Les champs suivis de la mention (obligatoire) doivent être renseignés.
        </p>
        <TextField {...text('title')} required maxLength={255} hint="Par exemple : Apprenti boulanger (H/F) – CAP" />
        <TextField {...text('company')} required maxLength={255} autoComplete="organization" />
        <div className={styles.row}>
          <Select
            {...text('contract')}
            required
            placeholder="Choisir…"
            options={contracts.map((term) => ({ value: term.id, label: term.name }))}
          />
          <Select
            {...text('sector')}
            options={[{ value: '', label: 'Aucun en particulier' }, ...sectors.map((term) => ({ value: term.id, label: term.name }))]}
          />
        </div>
        <div className={styles.row}>
          <TextField {...text('city')} required maxLength={255} autoComplete="address-level2" />
          <TextField {...text('postalCode')} required inputMode="numeric" maxLength={5} autoComplete="postal-code" width="sm" />
        </div>
        <div className={styles.row}>
          <DateField {...text('startDate')} min={today} />
          <DateField {...text('expiryDate')} required min={today} hint="Par défaut, 60 jours après aujourd’hui. Format : jj/mm/aaaa" />
        </div>
        <fieldset className={styles.contact}>
          <legend>Pour postuler (au moins l’un des deux)</legend>
          <TextField {...text('email')} type="email" autoComplete="email" maxLength={254} />
          <TextField {...text('phone')} type="tel" autoComplete="tel" maxLength={20} />
        </fieldset>
        <RichTextEditor
          id={offerFieldId('description')}
          name="description"
          label={OFFER_LABELS.description}
          hint="Missions, profil recherché, conditions (horaires, rémunération, formation)."
          required
          toolbar="essential"
          value={values.description}
          onChange={set('description')}
          error={errors.description}
        />
        <div className={styles.actions}>
          {existing ? (
            <Button type="submit" disabled={pending}>
              {pending ? 'Enregistrement…' : 'Enregistrer les modifications'}
            </Button>
          ) : (
            <>
              <Button type="submit" name="action" value="publier" disabled={pending}>
                {pending ? 'Enregistrement…' : 'Publier l’offre'}
              </Button>
              <Button type="submit" name="action" value="brouillon" variant="secondary" disabled={pending}>
                Enregistrer comme brouillon
              </Button>
            </>
          )}
        </div>
      </form>
    </div>
  );
}
