'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** `Page not found: {path}`, with the path the visitor asked for; also titles the document. */
export function NotFoundMessage() {
  const pathname = usePathname() ?? '/';
  const message = `Page not found: ${pathname}`;
  useEffect(() => {
    document.title = `404 - ${message}`;
  }, [message]);
  return <p lang="en">{message}</p>;
}
