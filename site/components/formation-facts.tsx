import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Formation } from '@/lib/drupal/formations';
import styles from './formation-facts.module.css';

type Props = {
  formation: Formation;
  /** Link the sector to its page (not on the printable sheet). Default `true`. */
  links?: boolean;
};

/** The key facts of a course as a definition list: level, sector, campus, duration, certification. */
export function FormationFacts({ formation, links = true }: Props) {
  const { level, sector, campus } = formation;
  const items: [string, ReactNode][] = [
    ['Diplôme', level?.name],
    [
      'Secteur',
      sector && (links ? <Link href={`/nos-formations/${sector.slug}`}>{sector.name}</Link> : sector.name),
    ],
    ['Lieu de formation', campus?.name],
    ['Durée', formation.duration],
    ['Code RNCP', formation.rncpCode],
    ['Certificateur', formation.certifier],
  ];
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {shown.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
