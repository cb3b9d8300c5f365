import type { Role } from '../content/model.js';

/** Who is making a request, as Drupal's `AccountInterface`. */
export interface Account {
  /** 0 for anonymous. */
  readonly uid: number;
  /** The user entity's UUID (null for anonymous before it is looked up). */
  readonly uuid: string | null;
  readonly name: string;
  /** Always contains `anonymous` or `authenticated`, plus any assigned roles. */
  readonly roles: readonly Role[];
  /** True when authenticated through the session cookie (then unsafe methods need X-CSRF-Token). */
  readonly viaSession: boolean;
  /** The session's CSRF seed (session-authenticated requests only). */
  readonly csrfSeed?: string;
}

export const ANONYMOUS: Account = { uid: 0, uuid: null, name: '', roles: ['anonymous'], viaSession: false };

export function isAuthenticated(account: Account): boolean {
  return account.uid !== 0;
}

export function hasRole(account: Account, role: Role): boolean {
  return account.roles.includes(role);
}

/** Editors and administrators manage all content, see drafts and revisions. */
export function isEditor(account: Account): boolean {
  return hasRole(account, 'editor') || hasRole(account, 'administrator');
}

export function isAdministrator(account: Account): boolean {
  return hasRole(account, 'administrator');
}

/** The Hono environment of every route: the current account is set by the auth middleware. */
export interface AppEnv {
  Variables: {
    account: Account;
  };
}
