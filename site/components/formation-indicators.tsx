import { formatFrenchDate, toIsoDate } from '@campus/ui';
import type { FormationIndicators as Indicators } from '@/lib/drupal/formations';
import styles from './formation-indicators.module.css';

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });

/** "91,3 %" (fr-FR, narrow no-break space before the sign). */
export function formatRate(rate: number): string {
  return percent.format(rate / 100);
}

type Props = { indicators: Indicators; headingId?: string };

/**
 * The results a CFA must publish for each course (taux de réussite, de poursuite d’études,
 * d’insertion), with their year and the date of their last update.
 */
export function FormationIndicators({ indicators, headingId = 'resultats' }: Props) {
  const { year, updatedOn } = indicators;
  const rates = [
    { label: 'Taux de réussite aux examens', value: indicators.successRate },
    { label: 'Taux de poursuite d’études', value: indicators.furtherStudyRate },
    { label: 'Taux d’insertion professionnelle', value: indicators.employmentRate },
  ];
  const known = rates.some(({ value }) => value !== null);
  return (
    <section className={styles.indicators} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Nos résultats{year ? ` ${year}` : ''}
      </h2>
      {known ? (
        <dl className={styles.rates}>
          {rates.map(({ label, value }) => (
            <div key={label} className={styles.rate}>
              <dt className={styles.label}>{label}</dt>
              <dd className={styles.value}>{value === null ? 'Non communiqué' : formatRate(value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>Les indicateurs de résultats de cette formation seront publiés à l’issue de la première session d’examens.</p>
      )}
      {year || updatedOn ? (
        <p className={styles.note}>
          {year ? <>Indicateurs de l’année {year}. </> : null}
          {updatedOn ? (
            <>
              Dernière mise à jour le{' '}
              <time dateTime={toIsoDate(updatedOn)}>{formatFrenchDate(updatedOn, { day: 'numeric', month: 'long', year: 'numeric' })}</time>.
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
