import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { entity, userAccount, type FieldValues } from '../db/schema.js';
import { ROLES, type Role } from '../content/model.js';
import { createEntity } from '../content/store.js';
import { isValidMail } from './mail.js';
import { hashPassword, PASSWORD_MAX_LENGTH } from './password.js';
import { destroyUserSessions } from './session.js';

/** The e-mail rule (`mail.ts`), for the modules that read users. */
export { isValidMail };

/** Bad input to `createUser` / `setPassword`: the message is meant for the person at the CLI. */
export class UserInputError extends Error {
  override name = 'UserInputError';
}

/** Roles that can be granted; `authenticated` is implied, `anonymous` is never stored on a user. */
export const ASSIGNABLE_ROLES = ['editor', 'administrator'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const NAME_MAX_LENGTH = 60;
export const PASSWORD_MIN_LENGTH = 8;

/** A user with what authentication needs. */
export interface UserRecord {
  uid: number;
  uuid: string;
  name: string;
  /** False when blocked. */
  status: boolean;
  mail: string | null;
  fields: FieldValues;
  pass: string | null;
  /** Always starts with `authenticated`. */
  roles: Role[];
}

/** The roles of an account: `authenticated` first, then the stored known roles, without duplicates. */
export function accountRoles(stored: readonly string[] | null | undefined): Role[] {
  const roles: Role[] = ['authenticated'];
  for (const role of stored ?? []) {
    if ((ROLES as readonly string[]).includes(role) && role !== 'anonymous' && !roles.includes(role as Role)) {
      roles.push(role as Role);
    }
  }
  return roles;
}

async function loadUser(db: Db, condition: SQL | undefined): Promise<UserRecord | undefined> {
  const [row] = await db
    .select({
      uid: entity.id,
      uuid: entity.uuid,
      name: entity.label,
      status: entity.status,
      fields: entity.fields,
      pass: userAccount.pass,
      roles: userAccount.roles,
    })
    .from(entity)
    .leftJoin(userAccount, eq(userAccount.uid, entity.id))
    // uid 0 is the anonymous user: never a login.
    .where(and(eq(entity.entityType, 'user'), ne(entity.id, 0), condition))
    .limit(1);
  if (!row) return undefined;
  const mail = row.fields['mail'];
  return {
    uid: row.uid,
    uuid: row.uuid,
    name: row.name,
    status: row.status,
    mail: typeof mail === 'string' && mail !== '' ? mail : null,
    fields: row.fields,
    pass: row.pass ?? null,
    roles: accountRoles(row.roles),
  };
}

/** By user name, case-insensitively (as Drupal's name lookups on its usual collations). */
export function loadUserByName(db: Db, name: string): Promise<UserRecord | undefined> {
  if (name === '') return Promise.resolve(undefined);
  return loadUser(db, sql`lower(${entity.label}) = lower(${name})`);
}

/** By e-mail address, case-insensitively (mail addresses are unique that way, see 0001_init.sql). */
export function loadUserByMail(db: Db, mail: string): Promise<UserRecord | undefined> {
  if (mail === '') return Promise.resolve(undefined);
  return loadUser(db, sql`lower(${entity.fields}->>'mail') = lower(${mail})`);
}

export function loadUserById(db: Db, uid: number): Promise<UserRecord | undefined> {
  return loadUser(db, eq(entity.id, uid));
}

/** Drupal's `UserNameConstraintValidator`, messages included. */
export function validateUserName(name: string): void {
  if (name === '') throw new UserInputError('You must enter a username.');
  if (name.startsWith(' ')) throw new UserInputError('The username cannot begin with a space.');
  if (name.endsWith(' ')) throw new UserInputError('The username cannot end with a space.');
  if (name.includes('  ')) throw new UserInputError('The username cannot contain multiple spaces in a row.');
  // Letters beyond ASCII, digits, space and . @ + _ ' - ; control and formatting characters excluded.
  if (/[^\p{L}\p{M}\p{N} @+_.'-]/u.test(name)) {
    throw new UserInputError('The username contains an illegal character.');
  }
  if ([...name].length > NAME_MAX_LENGTH) {
    throw new UserInputError(`The username ${name} is too long: it must be ${NAME_MAX_LENGTH} characters or less.`);
  }
}

export function validatePassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new UserInputError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new UserInputError(`The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);
  }
}

function validateRoles(roles: readonly string[]): AssignableRole[] {
  const result: AssignableRole[] = [];
  for (const role of roles) {
    if (!(ASSIGNABLE_ROLES as readonly string[]).includes(role)) {
      throw new UserInputError(`Unknown role "${role}": the roles that can be granted are ${ASSIGNABLE_ROLES.join(', ')}.`);
    }
    if (!result.includes(role as AssignableRole)) result.push(role as AssignableRole);
  }
  return result;
}

/** Profile fields of `user--user` (see content/model.ts). */
export interface UserProfile {
  field_prenom?: string;
  field_nom?: string;
  field_telephone?: string;
  field_organisation?: string;
}

export interface NewUser {
  name: string;
  mail: string;
  password: string;
  roles?: readonly string[];
  profile?: UserProfile;
  /** False creates a blocked account. Default true. */
  status?: boolean;
  /** Fixed UUID (deterministic demo accounts); random by default. */
  uuid?: string;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'code' in current && (current as { code: unknown }).code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? (current as { cause: unknown }).cause : undefined;
  }
  return false;
}

/**
 * Creates an account: the `user--user` entity (name, mail, profile fields) and its credentials
 * and roles, in one transaction (a savepoint when `db` is already a transaction). Returns the uid.
 */
export async function createUser(db: Db, input: NewUser): Promise<number> {
  const name = input.name;
  const mail = input.mail.trim();
  validateUserName(name);
  if (!isValidMail(mail)) throw new UserInputError(`The email address ${mail} is not valid.`);
  validatePassword(input.password);
  const roles = validateRoles(input.roles ?? []);
  if (await loadUserByName(db, name)) throw new UserInputError(`The username ${name} is already taken.`);
  if (await loadUserByMail(db, mail)) throw new UserInputError(`The email address ${mail} is already taken.`);
  const pass = await hashPassword(input.password);
  const profile = Object.fromEntries(
    Object.entries(input.profile ?? {}).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
  try {
    return await db.transaction(async (tx) => {
      const row = await createEntity(tx, {
        type: 'user--user',
        ...(input.uuid ? { uuid: input.uuid } : {}),
        label: name,
        status: input.status ?? true,
        uid: null,
        fields: { mail, ...profile },
      });
      await tx.insert(userAccount).values({ uid: row.id, pass, roles: ['authenticated', ...roles] });
      return row.id;
    });
  } catch (error) {
    // Someone created the same name or mail between our checks and the insert.
    if (isUniqueViolation(error)) throw new UserInputError(`The username ${name} or email address ${mail} is already taken.`);
    throw error;
  }
}

/** Sets a user's password (by name, case-insensitively) and ends all of its sessions, as Drupal does. */
export async function setPassword(db: Db, name: string, password: string): Promise<number> {
  validatePassword(password);
  const user = await loadUserByName(db, name);
  if (!user) throw new UserInputError(`There is no user named ${name}.`);
  const pass = await hashPassword(password);
  await db
    .insert(userAccount)
    .values({ uid: user.uid, pass, roles: user.roles })
    .onConflictDoUpdate({ target: userAccount.uid, set: { pass } });
  await destroyUserSessions(db, user.uid);
  return user.uid;
}
