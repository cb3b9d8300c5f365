import type { ComponentProps, ReactNode } from 'react';
import { controlAria, FieldShell, type FieldProps, useFieldIds } from './field-parts';
import styles from './field.module.css';

export type DateFieldProps = Omit<ComponentProps<'input'>, 'type' | 'id' | 'className'> &
  Omit<FieldProps, 'hint'> & {
    /**
     * Help text. Default "Format : jj/mm/aaaa", since some browsers show a plain text input;
     * `null` shows none.
     */
    hint?: ReactNode;
  };

/**
 * A labelled native date input (`type="date"`). `value`, `defaultValue`, `min` and `max` are
 * ISO dates (`2025-09-01`); every other native prop (and `ref`) passes to the `<input>`.
 */
export function DateField({
  label,
  hint = 'Format : jj/mm/aaaa',
  error,
  id,
  requiredLabel,
  errorPrefix,
  width = 'sm',
  className,
  ...props
}: DateFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell
      {...{ ids, label, hint, error, requiredLabel, errorPrefix, width, className }}
      required={props.required}
      disabled={props.disabled}
    >
      <input {...props} {...controlAria(ids, { hint, error }, props)} type="date" className={styles.control} />
    </FieldShell>
  );
}
