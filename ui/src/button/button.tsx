import type { ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
};

/** A native button in the school's styles; every native prop (and `ref`) passes through. */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      data-variant={variant}
      className={className ? `${styles.button} ${className}` : styles.button}
    />
  );
}
