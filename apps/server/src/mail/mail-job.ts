import type { JobKind } from '../jobs/job-queue.ts';
import { ZMailMessage, type Mailer, type MailMessage } from './mailer.ts';

/**
 * A letter written into the outbox by the transaction that caused it and sent by the job
 * runner, so a crash between the change and the letter loses neither.
 */
export const mailJob = (mailer: Mailer): JobKind<MailMessage> => ({
  kind: 'mail',
  payload: ZMailMessage,
  run: (message) => mailer.send(message),
});
