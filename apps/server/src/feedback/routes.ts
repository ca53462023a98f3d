import { api } from '@peresadka/contracts/api';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import type { FeedbackService } from './feedback-service.ts';

export function feedbackRoutes(app: ApiApp, feedback: FeedbackService): void {
  registerCall(app, api.feedback, async ({ body, request }) => {
    // Anyone may write to support; a signed-in writer is linked to the message.
    if (request.headers.authorization) await app.authenticate(request).catch(() => undefined);
    return { detail: await feedback.send(body, request.ip, request.user?.id ?? null) };
  });
}
