import type { ComponentProps } from 'react';
import styles from './checkbox.module.css';
import { controlAria, FieldError, FieldHint, type FieldProps, RequiredMark, useFieldIds } from './field-parts';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'id' | 'className'> & Omit<FieldProps, 'width'>;

/**
 * A native checkbox with its label on the right, e.g. "J’accepte les conditions d’utilisation".
 * The error comes first, then the box, its label and hint. `checked`, `defaultChecked`, `name`,
 * `value`, `onChange`, `ref`… pass to the `<input>`.
 */
export function Checkbox({ label, hint, error, id, requiredLabel, errorPrefix, className, ...props }: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div
      className={className ? `${styles.checkbox} ${className}` : styles.checkbox}
      data-invalid={error ? '' : undefined}
      data-disabled={props.disabled ? '' : undefined}
    >
      <FieldError id={ids.errorId} prefix={errorPrefix}>
        {error}
      </FieldError>
      <div className={styles.row}>
        <input {...props} {...controlAria(ids, { hint, error }, props)} type="checkbox" className={styles.box} />
        <div className={styles.text}>
          <label htmlFor={ids.controlId} className={styles.label}>
            {label}
            <RequiredMark required={props.required} label={requiredLabel} />
          </label>
          <FieldHint id={ids.hintId}>{hint}</FieldHint>
        </div>
      </div>
    </div>
  );
}
