'use client';

import { useEffect, useId, useRef, type ComponentProps } from 'react';
import { Button } from '../button';
import { Link } from '../link';
import { CONSENT_PANEL_HASH } from './consent-constants';
import { grantConsent } from './consent-store';
import { useConsent, useConsentStatus } from './use-consent';
import styles from './youtube-embed.module.css';

export type YouTubeEmbedProps = Omit<ComponentProps<'div'>, 'title' | 'children'> & {
  /** The video's id: 11 characters among `A-Z a-z 0-9 _ -` (the `v=` of its URL), e.g. `M7lc1UVf-VE`. */
  videoId: string;
  /** What the video shows, in French: the frame's accessible name, also shown before consent. */
  title: string;
  /** Second at which the video starts, a whole number, 0 or more. */
  start?: number;
  /** Why the video waits. Default: hosted by YouTube, which may set cookies. */
  description?: string;
  /** Default "Autoriser YouTube et lire la vidéo". */
  allowLabel?: string;
  /** Default "Gérer mes cookies" (a link to `#tarteaucitron`, which opens the consent panel). */
  manageLabel?: string;
  /** Shown instead of the buttons when the page has no consent manager. Default "Regarder la vidéo sur YouTube". */
  watchOnYouTubeLabel?: string;
};

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

function fail(prop: string, message: string, received: unknown): never {
  throw new Error(`YouTubeEmbed: "${prop}" ${message} (received ${JSON.stringify(received) ?? String(received)}).`);
}

/**
 * A YouTube video (youtube-nocookie.com) shown only once the user allowed YouTube in the consent
 * manager. Before that, an accessible placeholder explains why and offers to allow YouTube (the
 * choice is stored by tarteaucitron, as from its panel) or to manage cookies. 16:9.
 * Throws an Error naming the prop when `videoId`, `title` or `start` is invalid.
 */
export function YouTubeEmbed({
  videoId,
  title,
  start,
  description = 'Cette vidéo est hébergée par YouTube, qui peut déposer des cookies et suivre votre navigation.',
  allowLabel = 'Autoriser YouTube et lire la vidéo',
  manageLabel = 'Gérer mes cookies',
  watchOnYouTubeLabel = 'Regarder la vidéo sur YouTube',
  className,
  ...props
}: YouTubeEmbedProps) {
  const consent = useConsent('youtube');
  const status = useConsentStatus();
  const titleId = useId();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const focusWhenGranted = useRef(false);

  useEffect(() => {
    // The button that was just used is gone: move focus to the player it asked for.
    if (consent === 'granted' && focusWhenGranted.current) {
      focusWhenGranted.current = false;
      frameRef.current?.focus();
    }
  }, [consent]);

  if (typeof videoId !== 'string' || !VIDEO_ID.test(videoId)) {
    fail('videoId', 'must be the 11-character id of a YouTube video ([A-Za-z0-9_-]), not its URL', videoId);
  }
  if (typeof title !== 'string' || title.trim() === '') fail('title', 'must be a non-empty French title', title);
  if (start !== undefined && (!Number.isInteger(start) || start < 0)) {
    fail('start', 'must be a whole number of seconds, 0 or more', start);
  }

  const classes = className ? `${styles.embed} ${className}` : styles.embed;
  if (consent === 'granted') {
    const query = start ? `?start=${start}` : '';
    return (
      <div {...props} className={classes} data-state="player">
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={`https://www.youtube-nocookie.com/embed/${videoId}${query}`}
          title={title}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }

  const unavailable = status === 'error' || status === 'skipped';
  return (
    <div {...props} className={classes} data-state="placeholder" role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      <p className={styles.text}>{description}</p>
      <div className={styles.actions}>
        {unavailable ? (
          <Link href={`https://www.youtube.com/watch?v=${videoId}`} external variant="standalone">
            {watchOnYouTubeLabel}
          </Link>
        ) : (
          <>
            <Button
              onClick={() => {
                focusWhenGranted.current = true;
                grantConsent('youtube');
              }}
            >
              {allowLabel}
            </Button>
            <Link href={CONSENT_PANEL_HASH}>{manageLabel}</Link>
          </>
        )}
      </div>
    </div>
  );
}
