import { type ChangeEventHandler, type ReactNode, useId } from 'react';
import { Fieldset, type FieldsetProps } from './fieldset';
import { FieldHint, hasContent } from './field-parts';
import styles from './fieldset.module.css';

export type RadioOption = { value: string; label: ReactNode; hint?: ReactNode; disabled?: boolean };

export type RadioGroupProps = Omit<FieldsetProps, 'children' | 'onChange' | 'defaultValue'> & {
  /** Name shared by the radios, sent with the form. Required. */
  name: string;
  options: readonly RadioOption[];
  /** Chosen value, for a controlled group (with `onChange`). */
  value?: string;
  /** Value chosen at first, for an uncontrolled group. */
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Id of the first radio (the target of an `ErrorSummary` link); the others get `${id}-2`… */
  id?: string;
  /** Options side by side (for short answers such as "Oui" / "Non"). Default `false`. */
  inline?: boolean;
};

/** A `Fieldset` of native radio buttons, each with its label on the right and an optional hint. */
export function RadioGroup({ name, options, value, defaultValue, onChange, id, inline = false, required, disabled, ...props }: RadioGroupProps) {
  const generated = useId();
  const firstId = id ?? generated;
  return (
    <Fieldset {...props} required={required} disabled={disabled} data-inline={inline ? '' : undefined}>
      {options.map((option, index) => {
        const optionId = index === 0 ? firstId : `${firstId}-${index + 1}`;
        const hintId = `${optionId}-hint`;
        const hasHint = hasContent(option.hint);
        return (
          <div key={option.value} className={styles.option}>
            <input
              type="radio"
              id={optionId}
              name={name}
              value={option.value}
              className={styles.radio}
              required={required}
              disabled={option.disabled}
              aria-describedby={hasHint ? hintId : undefined}
              onChange={onChange}
              {...(value === undefined ? { defaultChecked: defaultValue === option.value } : { checked: value === option.value })}
            />
            <div className={styles.optionText}>
              <label htmlFor={optionId}>{option.label}</label>
              <FieldHint id={hintId}>{option.hint}</FieldHint>
            </div>
          </div>
        );
      })}
    </Fieldset>
  );
}
