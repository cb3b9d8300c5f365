import type { ReactNode } from 'react';
import { formatFrenchDate, parseDate, toIsoDate } from '../date-badge/format-date';
import { Tag } from '../tag';
import { Card, type CardProps } from './card';
import { CardDetails } from './card-details';
import styles from './details.module.css';
import { VisuallyHidden } from '../visually-hidden';

export type MenuCourseKind = 'starter' | 'main' | 'cheese' | 'dessert';
export type MenuCourse = { kind: MenuCourseKind; name: string };
export type MenuService = 'lunch' | 'dinner';

export type MenuCardLabels = Record<MenuCourseKind | MenuService, string> & { price: string };

const LABELS: MenuCardLabels = {
  starter: 'Entrée',
  main: 'Plat',
  cheese: 'Fromage',
  dessert: 'Dessert',
  lunch: 'Déjeuner',
  dinner: 'Dîner',
  price: 'Prix',
};

export type MenuCardProps = Omit<CardProps, 'variant' | 'eyebrow' | 'meta' | 'children'> & {
  /** Day of the meal: ISO 8601 or `Date`, shown as in Paris. */
  date: string | Date;
  /** In euros, 0 or more, shown "24,00 €". */
  price?: number;
  /** In the order served. */
  courses: readonly MenuCourse[];
  service?: MenuService;
  summary?: ReactNode;
  /** Every visible word; defaults in French ("Entrée", "Plat", "Déjeuner", "Prix"…). */
  labels?: Partial<MenuCardLabels>;
};

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** An amount in euros written in French: `formatEuros(24)` → "24,00 €". */
export function formatEuros(amount: number): string {
  return EUROS.format(amount);
}

function courseLabel(kind: MenuCourseKind, labels: MenuCardLabels): string {
  switch (kind) {
    case 'starter':
    case 'main':
    case 'cheese':
    case 'dessert':
      return labels[kind];
    default:
      throw new Error(`MenuCard: unknown course kind ${JSON.stringify(kind satisfies never)}.`);
  }
}

/** A menu of the restaurant d’application: service and day, title, courses, price, picture. */
export function MenuCard({ date, price, courses, service, summary, labels, ...props }: MenuCardProps) {
  const day = parseDate(date, 'MenuCard: "date"');
  if (price !== undefined && (typeof price !== 'number' || !Number.isFinite(price) || price < 0)) {
    throw new Error(`MenuCard: "price" must be a number of euros, 0 or more (received ${String(price)}).`);
  }
  const text = { ...LABELS, ...labels };
  return (
    <Card
      {...props}
      variant="menu"
      eyebrow={
        <>
          {service ? <Tag variant="info">{text[service]}</Tag> : null}
          <time dateTime={toIsoDate(day)}>{formatFrenchDate(day)}</time>
        </>
      }
      meta={
        <>
          <CardDetails items={courses.map(({ kind, name }) => ({ label: courseLabel(kind, text), value: name }))} />
          {price === undefined ? null : (
            <p className={styles.price}>
              <VisuallyHidden>{`${text.price}\u00a0: `}</VisuallyHidden>
              {formatEuros(price)}
            </p>
          )}
        </>
      }
    >
      {summary}
    </Card>
  );
}
