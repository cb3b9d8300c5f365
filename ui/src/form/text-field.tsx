import type { ComponentProps } from 'react';
import { controlAria, FieldShell, type FieldProps, useFieldIds } from './field-parts';
import styles from './field.module.css';

export type TextFieldType = 'text' | 'email' | 'tel' | 'url' | 'password' | 'number' | 'search';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'type' | 'id' | 'className'> &
  FieldProps & {
    /** Kind of text input. Default `text`. */
    type?: TextFieldType;
  };

/**
 * A labelled single-line input. Every other native prop (`name`, `defaultValue`, `value`,
 * `onChange`, `autoComplete`, `inputMode`, `maxLength`, `ref`…) passes to the `<input>`, so an
 * error re-render keeps what the user typed.
 */
export function TextField({
  label,
  hint,
  error,
  id,
  requiredLabel,
  errorPrefix,
  width,
  className,
  type = 'text',
  ...props
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell
      {...{ ids, label, hint, error, requiredLabel, errorPrefix, width, className }}
      required={props.required}
      disabled={props.disabled}
    >
      <input {...props} {...controlAria(ids, { hint, error }, props)} type={type} className={styles.control} />
    </FieldShell>
  );
}
