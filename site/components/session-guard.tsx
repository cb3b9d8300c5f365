'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/generated/hooks';
import { AUTH_REDIRECT_COOKIE, CSRF_COOKIE, USER_COOKIE } from '@/lib/session/cookies';

/**
 * On a login-required page: when the session ends while the page is open (logout in another tab,
 * expiry), the next check (the tab coming back into view, every 5 minutes) stores this page in
 * `authRedirect`, forgets the session's cookies the browser can reach, and goes to `/login`.
 */
export function SessionGuard() {
  const router = useRouter();
  const { data: user, isLoading, error } = useCurrentUser({ refreshInterval: 5 * 60_000, revalidateOnFocus: true, focusThrottleInterval: 1_000 });

  useEffect(() => {
    // `null` is a definite "anonymous"; a failed check (backend down) is not.
    if (isLoading || error || user !== null) return;
    const here = `${window.location.pathname}${window.location.search}`;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${AUTH_REDIRECT_COOKIE}=${encodeURIComponent(here)}; Path=/; SameSite=Lax${secure}`;
    for (const name of [CSRF_COOKIE, USER_COOKIE]) document.cookie = `${name}=; Path=/; Max-Age=0`;
    router.replace('/login');
  }, [user, isLoading, error, router]);

  return null;
}
