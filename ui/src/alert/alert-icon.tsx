import type { AlertVariant } from './alert';

/** The decorative icon of each variant, drawn in the text colour (the title says the same). */
export function AlertIcon({ variant, className }: { variant: AlertVariant; className?: string | undefined }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shape(variant)}
    </svg>
  );
}

function shape(variant: AlertVariant) {
  switch (variant) {
    case 'info':
      return (
        <>
          <circle cx="12" cy="12" r="9.5" />
          <path d="M12 11v6" />
          <circle cx="12" cy="7.5" r="0.5" fill="currentColor" strokeWidth="1.5" />
        </>
      );
    case 'success':
      return (
        <>
          <circle cx="12" cy="12" r="9.5" />
          <path d="m7.5 12.5 3 3 6-6.5" />
        </>
      );
    case 'warning':
      return (
        <>
          <path d="M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          <path d="M12 9v4.5" />
          <circle cx="12" cy="17" r="0.5" fill="currentColor" strokeWidth="1.5" />
        </>
      );
    case 'error':
      return (
        <>
          <circle cx="12" cy="12" r="9.5" />
          <path d="m9 9 6 6M15 9l-6 6" />
        </>
      );
    default:
      return variant satisfies never;
  }
}
