import { callApi } from '../../../api/client.ts';

/**
 * Revokes the session's refresh cookie. A module of its own: the logout page takes this call
 * alone, not the account forms' chunk.
 */
export const revokeSession = () => callApi('blacklistToken', {});
