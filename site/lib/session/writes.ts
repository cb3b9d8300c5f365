/**
 * The writes the site's pages make in the browser, as the signed-in visitor: the generated
 * mutations (lib/generated/mutations.ts), sent to the site's own `/jsonapi` forward with the
 * session's CSRF token (lib/api/client.ts). The backend decides what the session may change
 * (a company only its own offers); components import these, never the generated mutations.
 */
import type { ApiResult } from '@/lib/api/client';
import { createNodeOffreEmploi, deleteNodeOffreEmploi, updateNodeOffreEmploi, updateUserUser } from '@/lib/generated/mutations';
import type { UserUserDocument } from '@/lib/generated/resources';
import type { ProfileAttributes } from '@/lib/profile-form';

export type { ApiResult };

/** Posts a new job offer (`node--offre_emploi`). */
export const createOffer = createNodeOffreEmploi;

/** Changes some fields of the offer `id` (its state, its last day, or the whole form). */
export const updateOffer = updateNodeOffreEmploi;

/** Deletes the offer `id`. */
export const deleteOffer = deleteNodeOffreEmploi;

/** Saves the signed-in user's profile (`pass` along when a password is involved). */
export function updateProfile(userId: string, attributes: ProfileAttributes): Promise<ApiResult<UserUserDocument>> {
  return updateUserUser(userId, { attributes });
}
