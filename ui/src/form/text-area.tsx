import type { ComponentProps } from 'react';
import { controlAria, FieldShell, type FieldProps, useFieldIds } from './field-parts';
import styles from './field.module.css';

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'id' | 'className'> & FieldProps;

/** A labelled multi-line input; every other native prop (and `ref`) passes to the `<textarea>`. */
export function TextArea({ label, hint, error, id, requiredLabel, errorPrefix, width, className, rows = 6, ...props }: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell
      {...{ ids, label, hint, error, requiredLabel, errorPrefix, width, className }}
      required={props.required}
      disabled={props.disabled}
    >
      <textarea {...props} {...controlAria(ids, { hint, error }, props)} rows={rows} className={styles.control} />
    </FieldShell>
  );
}
