import type { ComponentProps, ReactNode } from 'react';
import { controlAria, FieldShell, type FieldProps, useFieldIds } from './field-parts';
import styles from './field.module.css';
import { fileFieldHint } from './file-hint';

export type FileFieldProps = Omit<ComponentProps<'input'>, 'type' | 'id' | 'className' | 'value' | 'defaultValue'> &
  Omit<FieldProps, 'hint'> & {
    /**
     * Maximum size of a file, in bytes, for the hint (the site checks it: the browser does not).
     * Default none.
     */
    maxSizeBytes?: number;
    /**
     * Help text. Default built from `accept` and `maxSizeBytes` by `fileFieldHint()`, e.g.
     * "Formats acceptés : PNG, JPEG. Taille maximale : 2 Mo."; `null` shows none.
     */
    hint?: ReactNode;
  };

/**
 * A labelled native file input (`accept`, `multiple`… pass through, and `ref`). A browser never
 * keeps a chosen file across a page load: after a server-side error the user picks it again.
 */
export function FileField({
  label,
  hint,
  error,
  id,
  requiredLabel,
  errorPrefix,
  width,
  className,
  maxSizeBytes,
  ...props
}: FileFieldProps) {
  const ids = useFieldIds(id);
  const shownHint = hint === undefined ? fileFieldHint({ accept: props.accept, maxSizeBytes }) : hint;
  return (
    <FieldShell
      {...{ ids, label, error, requiredLabel, errorPrefix, width, className }}
      hint={shownHint}
      required={props.required}
      disabled={props.disabled}
    >
      <input {...props} {...controlAria(ids, { hint: shownHint, error }, props)} type="file" className={styles.control} />
    </FieldShell>
  );
}
