import { type ComponentProps, type ReactNode, useId } from 'react';
import styles from './error-summary.module.css';

export type ErrorSummaryItem = {
  /** Id of the invalid control (for a radio group, of its first radio): the link goes to `#fieldId`. */
  fieldId: string;
  /** The same message as the field shows. */
  message: string;
};

export type ErrorSummaryHeadingLevel = 2 | 3 | 4;

export type ErrorSummaryProps = Omit<ComponentProps<'div'>, 'title' | 'children'> & {
  errors: readonly ErrorSummaryItem[];
  /** Title for `count` errors. Default "Le formulaire contient 1 erreur" / "… 2 erreurs". */
  title?: (count: number) => string;
  /** Level of the title's heading. Default 2. */
  headingLevel?: ErrorSummaryHeadingLevel;
  /** Optional text between the title and the list. */
  description?: ReactNode;
};

/** French title of the summary, with the plural of "erreur". */
export function errorSummaryTitle(count: number): string {
  return `Le formulaire contient ${count} ${count > 1 ? 'erreurs' : 'erreur'}`;
}

/**
 * The list of a form's errors, at the top of the form after a failed submission (the pattern of
 * French and UK public services): a `role="alert"` box, focusable (`tabIndex={-1}`) so the page
 * can move focus to it (pass a `ref`), whose links lead to each invalid field. Renders nothing
 * when `errors` is empty.
 */
export function ErrorSummary({
  errors,
  title = errorSummaryTitle,
  headingLevel = 2,
  description,
  className,
  ...props
}: ErrorSummaryProps) {
  const titleId = useId();
  if (errors.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      {...props}
      className={className ? `${styles.summary} ${className}` : styles.summary}
    >
      <Heading id={titleId} className={styles.title}>
        {title(errors.length)}
      </Heading>
      {description ? <div className={styles.description}>{description}</div> : null}
      <ul className={styles.list}>
        {errors.map((item) => (
          <li key={item.fieldId}>
            <a href={`#${item.fieldId}`} className={styles.link}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
