import type { ApiBody } from '@peresadka/contracts/api';
import { callApi } from '../../../api/client.ts';

/*
 * The account forms' calls (SPEC §2). Those that only confirm answer with the server's message,
 * which the form shows as it is.
 */

export const register = async (body: ApiBody<'register'>) =>
  (await callApi('register', { body })).detail;

export const requestPasswordReset = async (body: ApiBody<'resetPassword'>) =>
  (await callApi('resetPassword', { body })).detail;

export const confirmPasswordReset = async (body: ApiBody<'resetPasswordConfirm'>) =>
  (await callApi('resetPasswordConfirm', { body })).detail;

export const setPassword = async (body: ApiBody<'setPassword'>) =>
  (await callApi('setPassword', { body })).detail;

/** The access token of a signed-in session; the refresh token arrives as a cookie. */
export const obtainToken = async (body: ApiBody<'obtainToken'>) =>
  (await callApi('obtainToken', { body })).access;
