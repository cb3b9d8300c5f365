import type { ReactNode } from 'react';
import { Card, type CardProps } from './card';

export type TradeCardProps = Omit<CardProps, 'variant' | 'title' | 'eyebrow' | 'meta' | 'children'> & {
  /** The trade (métier), e.g. "Boulanger / Boulangère": the title of the card. */
  name: ReactNode;
  /** Shown above the name, e.g. "Métiers de bouche". */
  sector?: string;
  summary?: ReactNode;
};

/** A trade (métier) the school trains for: sector, name, summary, picture. */
export function TradeCard({ name, sector, summary, ...props }: TradeCardProps) {
  return (
    <Card {...props} variant="trade" title={name} eyebrow={sector}>
      {summary}
    </Card>
  );
}
