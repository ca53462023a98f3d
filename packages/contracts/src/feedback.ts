import { z } from 'zod';
import { ZCaptcha } from './captcha.ts';
import { EMAIL_MESSAGES, emailField, LETTERS, phoneField, requiredText } from './text-rules.ts';

/** A name may hold several words («Анна Мария»), so spaces and hyphens pass too. */
const FEEDBACK_NAME_PATTERN = new RegExp(`^[${LETTERS} -]+$`);
/** Plain prose only: keeps markup and control characters out of support mail. */
const FEEDBACK_TEXT_PATTERN = new RegExp(`^[${LETTERS}0-9\\s\\-(),.?:;!+"'«»]+$`);

export const ZFeedbackRequest = z.object({
  contact_phone: phoneField({
    required: 'Введите ваш номер телефона',
    invalid: 'Неверный формат номера телефона',
  }),
  contact_email: emailField({ ...EMAIL_MESSAGES, required: 'Введите ваш e-mail' }),
  name: requiredText('Введите ваше имя').regex(
    FEEDBACK_NAME_PATTERN,
    'Недопустимые символы в имени',
  ),
  text: requiredText('Введите текст сообщения').regex(
    FEEDBACK_TEXT_PATTERN,
    'Недопустимые символы в тексте сообщения',
  ),
  captcha: ZCaptcha,
});
export type FeedbackRequest = z.infer<typeof ZFeedbackRequest>;
