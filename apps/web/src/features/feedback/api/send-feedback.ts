import type { ApiBody } from '@peresadka/contracts/api';
import { callApi } from '../../../api/client.ts';

/** Sends a message to support; the server's answer is the message to show. */
export const sendFeedback = async (body: ApiBody<'feedback'>) =>
  (await callApi('feedback', { body })).detail;
