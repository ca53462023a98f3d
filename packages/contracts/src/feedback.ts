import { z } from 'zod';
import { ZCaptcha } from './captcha.ts';
import { EMAIL_MESSAGES, emailField, LETTERS, phoneField, requiredText } from './text-rules.ts';

/** A name may hold several words («Анна Мария»), so spaces and hyphens pass too. */
const FEEDBACK_NAME_PATTERN = new RegExp(`^[${LETTERS} -]+$`);
/** Plain prose only: keeps markup and control characters out of support mail. */
const FEEDBACK_TEXT_PATTERN = new RegExp(`^[${LETTERS}0-9\\s\\-(),.?:;!+"'«»]+$`);

export const FEEDBACK_NAME_MAX_LENGTH = 100;
export const FEEDBACK_TEXT_MAX_LENGTH = 5000;

export const feedbackMessages = {
  sent: 'Спасибо! Ваше обращение отправлено, мы ответим на указанный e-mail.',
} as const;

export const ZFeedbackRequest = z.object({
  contact_phone: phoneField({
    required: 'Введите ваш номер телефона',
    invalid: 'Неверный формат номера телефона',
  }),
  contact_email: emailField({ ...EMAIL_MESSAGES, required: 'Введите ваш e-mail' }).max(
    254,
    'E-mail не длиннее 254 символов',
  ),
  name: requiredText('Введите ваше имя')
    .max(FEEDBACK_NAME_MAX_LENGTH, `Имя не длиннее ${FEEDBACK_NAME_MAX_LENGTH} символов`)
    .regex(FEEDBACK_NAME_PATTERN, 'Недопустимые символы в имени'),
  text: requiredText('Введите текст сообщения')
    .max(
      FEEDBACK_TEXT_MAX_LENGTH,
      `Сообщение не длиннее ${FEEDBACK_TEXT_MAX_LENGTH} символов; разбейте его на несколько`,
    )
    .regex(FEEDBACK_TEXT_PATTERN, 'Недопустимые символы в тексте сообщения'),
  captcha: ZCaptcha,
});
export type FeedbackRequest = z.infer<typeof ZFeedbackRequest>;
