import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldError, FieldHint, hasContent, joinIds, RequiredMark } from './field-parts';
import styles from './fieldset.module.css';

export type FieldsetProps = ComponentProps<'fieldset'> & {
  /** Visible caption of the group, such as the question a radio group answers. Required. */
  legend: ReactNode;
  /** Help text under the legend, read through the fieldset's `aria-describedby`. */
  hint?: ReactNode;
  /** Error message for the whole group, shown under the legend and hint. */
  error?: string;
  /** Adds the visible "(obligatoire)" mention to the legend (a fieldset has no native `required`). */
  required?: boolean;
  /** Default "(obligatoire)". */
  requiredLabel?: string;
  /** Visually hidden prefix of the error. Default "Erreur :". */
  errorPrefix?: string;
};

/** A group of controls (radios, checkboxes, a date in parts…) with a legend, hint and error. */
export function Fieldset({
  legend,
  hint,
  error,
  required,
  requiredLabel,
  errorPrefix,
  className,
  children,
  ...props
}: FieldsetProps) {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const described = joinIds(
    hasContent(hint) && hintId,
    !!error && errorId,
    props['aria-describedby'],
  );
  return (
    <fieldset
      {...props}
      aria-describedby={described}
      data-invalid={error ? '' : undefined}
      className={className ? `${styles.fieldset} ${className}` : styles.fieldset}
    >
      <legend className={styles.legend}>
        {legend}
        <RequiredMark required={required} label={requiredLabel} />
      </legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId} prefix={errorPrefix}>
        {error}
      </FieldError>
      <div className={styles.content}>{children}</div>
    </fieldset>
  );
}
