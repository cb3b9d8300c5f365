import { phoneHref } from '@campus/ui';
import type { TrainingPlace } from '@/lib/drupal/map';
import { canonicalUrl, type JsonLdObject } from '@/lib/seo';
import styles from './training-map-place.module.css';

/** The postal address and the contact links of a training place (its page and its printable sheet). */
export function PlaceCoordinates({ place, headingLevel = 2 }: { place: TrainingPlace; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const hasContact = Boolean(place.email || place.phone);
  return (
    <div className={styles.coordinates}>
      <div>
        <Heading className={styles.heading}>Adresse</Heading>
        <p className={styles.text}>
          {place.address}
          {place.address ? <br /> : null}
          {`${place.postalCode} ${place.city}`.trim()}
        </p>
      </div>
      {hasContact ? (
        <div>
          <Heading className={styles.heading}>Contact</Heading>
          <ul className={styles.contact}>
            {place.phone ? (
              <li>
                Téléphone : <a href={phoneHref(place.phone)}>{place.phone}</a>
              </li>
            ) : null}
            {place.email ? (
              <li>
                E-mail : <a href={`mailto:${place.email}`}>{place.email}</a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** schema.org `Place` of a training place: name, postal address, coordinates, phone. */
export function placeJsonLd(place: TrainingPlace): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: place.title,
    url: canonicalUrl(place.path),
    address: {
      '@type': 'PostalAddress',
      streetAddress: place.address,
      postalCode: place.postalCode,
      addressLocality: place.city,
      addressCountry: 'FR',
    },
    ...(place.latitude !== null && place.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude } }
      : {}),
    ...(place.phone ? { telephone: place.phone } : {}),
  };
}
