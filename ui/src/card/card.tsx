import type { ComponentProps, ReactNode } from 'react';
import type { LinkComponent } from '../link';
import styles from './card.module.css';

/** Which kind of card: a styling hook set as `data-variant`. */
export type CardVariant = 'default' | 'article' | 'event' | 'course' | 'trade' | 'job-offer' | 'menu';
export type CardHeadingLevel = 2 | 3 | 4;

/** A plain image; pass `media` instead for a framework image (`next/image`). */
export type CardImage = {
  src: string;
  /** Usually `""`: the title already names the card; describe the image only if it adds information. */
  alt: string;
  width?: number;
  height?: number;
  /** Default `lazy`; `eager` for the first cards of a page. */
  loading?: 'lazy' | 'eager';
};

export type CardProps = Omit<ComponentProps<'article'>, 'title' | 'children'> & {
  /** The heading, and the name of the card's only link. */
  title: ReactNode;
  /** Where the card leads: the whole card is clickable. */
  href: string;
  /** The component that renders the link. Default `'a'`. */
  linkAs?: LinkComponent;
  /** Level of the title's heading, after the page's structure. Default 3. */
  headingLevel?: CardHeadingLevel;
  /** The picture, e.g. a `next/image`; shown in 16:9, cropped. Wins over `image`. */
  media?: ReactNode;
  /** A plain `<img loading="lazy">` when there is no `media`. */
  image?: CardImage;
  /** Shown above the title (after it for screen readers): a category, a diploma… */
  eyebrow?: ReactNode;
  /** Shown under the title: dates, places, details. */
  meta?: ReactNode;
  /** The summary; a string is wrapped in a paragraph. */
  children?: ReactNode;
  /** At the bottom. Its buttons and links stay clickable above the card's link. */
  footer?: ReactNode;
  /** Styling hook, set as `data-variant`. Default `default`. */
  variant?: CardVariant;
  /** Id(s) of elements read after the link's name when it is focused (`aria-describedby`), e.g. a status. */
  describedBy?: string;
};

const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

function isPresent(node: ReactNode): boolean {
  return node !== null && node !== undefined && node !== false && node !== '';
}

/**
 * A card leading to a page. The title's link is stretched over the whole card, so the card has a
 * single link in the tab order, named by the title, and shows the focus ring around the card. The
 * title comes first in the document (screen readers announce it first); the picture and the eyebrow
 * are moved above it visually. Throws an Error when `headingLevel`, `title` or `href` is invalid.
 */
export function Card({
  title,
  href,
  linkAs: As = 'a',
  headingLevel = 3,
  media,
  image,
  eyebrow,
  meta,
  children,
  footer,
  variant = 'default',
  describedBy,
  className,
  ...props
}: CardProps) {
  const Heading = HEADINGS[headingLevel];
  if (Heading === undefined) {
    throw new Error(`Card: "headingLevel" must be 2, 3 or 4 (received ${String(headingLevel)}).`);
  }
  if (!isPresent(title)) throw new Error('Card: "title" must not be empty: it names the card’s link.');
  if (typeof href !== 'string' || href === '') {
    throw new Error(`Card: "href" must be a non-empty string (received ${JSON.stringify(href)}).`);
  }

  const visual = isPresent(media)
    ? media
    : image && (
        <img
          className={styles.image}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={image.loading ?? 'lazy'}
          decoding="async"
        />
      );
  const hasMedia = isPresent(visual);

  return (
    <article
      {...props}
      data-variant={variant}
      data-has-media={hasMedia ? '' : undefined}
      className={className ? `${styles.card} ${className}` : styles.card}
    >
      <div className={styles.body}>
        <Heading className={styles.title}>
          <As href={href} className={styles.link} aria-describedby={describedBy}>
            {title}
          </As>
        </Heading>
        {isPresent(eyebrow) ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
        {isPresent(meta) ? <div className={styles.meta}>{meta}</div> : null}
        {isPresent(children) ? (
          <div className={styles.summary}>{typeof children === 'string' ? <p>{children}</p> : children}</div>
        ) : null}
        {isPresent(footer) ? <div className={styles.footer}>{footer}</div> : null}
      </div>
      {hasMedia ? <div className={styles.media}>{visual}</div> : null}
    </article>
  );
}
