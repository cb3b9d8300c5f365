'use client';
import { Button } from '@campus/ui';

/** Opens the browser's print dialog (print, or save as PDF); never printed itself. */
export function PrintButton({ label = 'Imprimer ou enregistrer en PDF' }: { label?: string }) {
  return (
    <Button type="button" data-print="hidden" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
