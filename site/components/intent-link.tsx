'use client';
import type { LinkComponentProps } from '@campus/ui';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { FocusEvent, PointerEvent, TouchEvent } from 'react';

/**
 * A link that prefetches its page when the visitor shows they may follow it (the pointer over it,
 * a touch, the keyboard focus) rather than as soon as it is on screen, as `next/link` does. For
 * links that are on the first screen of a page but seldom followed, towards a heavy page: the
 * map's links back home used to fetch and run the home page's payload and scripts while the
 * map page was starting (about 150 ms of a phone's main thread, Lighthouse's blocking time).
 */
export function IntentLink({ href, onPointerEnter, onTouchStart, onFocus, ...props }: LinkComponentProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetch();
      }}
    />
  );
}
