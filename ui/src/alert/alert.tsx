import type { AriaRole, ComponentProps, ReactNode } from 'react';
import styles from './alert.module.css';
import { AlertIcon } from './alert-icon';
import { VisuallyHidden } from '../visually-hidden';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export type AlertHeadingLevel = 2 | 3 | 4 | 5 | 6;

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** Default `info`. */
  variant?: AlertVariant;
  /** Short title in bold, above the text. */
  title?: ReactNode;
  /** Renders the title as a heading of this level; a paragraph otherwise. */
  headingLevel?: AlertHeadingLevel;
  /**
   * Visually hidden word said before the content, since the icon and colour are not read.
   * Default "Information", "Succès", "Attention" or "Erreur".
   */
  variantLabel?: string;
  /**
   * Default `alert` (assertive) for `error`, `status` (polite) for the others. Pass another role
   * (e.g. `note`) for a message that is part of the page rather than news.
   */
  role?: AriaRole;
};

const LABELS: Record<AlertVariant, string> = {
  info: 'Information',
  success: 'Succès',
  warning: 'Attention',
  error: 'Erreur',
};

/** A message box in the colours of its variant, with a decorative icon. Server-component friendly. */
export function Alert({ variant = 'info', title, headingLevel, variantLabel, role, className, children, ...props }: AlertProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  const prefix = (
    <>
      <VisuallyHidden>{`${variantLabel ?? LABELS[variant]} :`}</VisuallyHidden>{' '}
    </>
  );
  const hasTitle = title !== undefined && title !== null && title !== false && title !== '';
  return (
    <div
      {...props}
      role={role ?? (variant === 'error' ? 'alert' : 'status')}
      data-variant={variant}
      className={className ? `${styles.alert} ${className}` : styles.alert}
    >
      <AlertIcon variant={variant} className={styles.icon} />
      <div className={styles.content}>
        {hasTitle ? (
          <Title className={styles.title}>
            {prefix}
            {title}
          </Title>
        ) : (
          prefix
        )}
        {children ? <div className={styles.body}>{children}</div> : null}
      </div>
    </div>
  );
}
