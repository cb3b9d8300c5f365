'use client';

import { useSyncExternalStore } from 'react';
import { parseUserCookie, type SessionUser, USER_COOKIE } from '@/lib/session/cookies';

const subscribe = (onChange: () => void) => {
  // Another tab may sign in or out: read the cookie again when this one comes back.
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

function readUserCookie(): string | null {
  const prefix = `${USER_COOKIE}=`;
  return document.cookie.split('; ').find((part) => part.startsWith(prefix))?.slice(prefix.length) ?? null;
}

/**
 * The signed-in user as the `user` cookie says (set at login, cleared at logout): enough for the
 * header's account menu without a request, on pages that are the same for every visitor. Pages
 * rendered on the server see no one; the browser fills it in after hydration.
 */
export function useSessionUser(): SessionUser | null {
  const raw = useSyncExternalStore(subscribe, readUserCookie, () => null);
  return parseUserCookie(raw);
}
