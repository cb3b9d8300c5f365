'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Marks the message the site's server fills in (server.mjs) on the prerendered 404 page. */
export const NOT_FOUND_MESSAGE_ATTRIBUTE = 'data-not-found-message';

/**
 * `Page not found: {path}`, also the document's title. The 404 page is prerendered once for all
 * paths, so on a full page load the site's server writes the requested path (and the
 * `Page Not Found` of a failed validity check) into this paragraph's HTML; hydration keeps that
 * text. After a client-side navigation, the path comes from the router.
 */
export function NotFoundMessage() {
  const pathname = usePathname();
  const paragraph = useRef<HTMLParagraphElement>(null);
  const message = `Page not found: ${pathname ?? ''}`;
  useEffect(() => {
    const title = `404 - ${paragraph.current?.textContent ?? message}`;
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    // The page's metadata (streamed, hydrated after this) writes the generic title back.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [message]);
  return (
    <p lang="en" ref={paragraph} {...{ [NOT_FOUND_MESSAGE_ATTRIBUTE]: '' }} suppressHydrationWarning>
      {message}
    </p>
  );
}
