import type { ComponentProps } from 'react';
import { controlAria, FieldShell, type FieldProps, useFieldIds } from './field-parts';
import styles from './field.module.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<'select'>, 'id' | 'className'> &
  FieldProps & {
    /** Options, rendered before any `children` (`<option>`/`<optgroup>` elements). */
    options?: readonly SelectOption[];
    /**
     * A first option of empty value, such as "Choisir…", so that nothing is chosen by default and
     * a `required` select demands a choice. `true` shows "Choisir…"; a string shows itself.
     */
    placeholder?: boolean | string;
  };

/** A labelled native `<select>`; every other native prop (and `ref`) passes to it. */
export function Select({
  label,
  hint,
  error,
  id,
  requiredLabel,
  errorPrefix,
  width,
  className,
  options = [],
  placeholder = false,
  children,
  ...props
}: SelectProps) {
  const ids = useFieldIds(id);
  const placeholderText = placeholder === true ? 'Choisir…' : placeholder;
  return (
    <FieldShell
      {...{ ids, label, hint, error, requiredLabel, errorPrefix, width, className }}
      required={props.required}
      disabled={props.disabled}
    >
      <select {...props} {...controlAria(ids, { hint, error }, props)} className={styles.control}>
        {placeholderText ? <option value="">{placeholderText}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldShell>
  );
}
