import { z } from 'zod';
import { ZCaptcha } from './captcha.ts';
import {
  characterName,
  EMAIL_MESSAGES,
  emailField,
  LETTERS,
  phoneField,
  requiredText,
} from './text-rules.ts';

/** A name may hold several words («Анна Мария»), so spaces and hyphens pass too. */
const FEEDBACK_NAME_CHARACTER = new RegExp(`^[${LETTERS} -]$`);
/**
 * Prose as Russians type it: letters, digits, line breaks and the punctuation and signs of
 * ordinary text (dashes, «ёлочки», №, ₽, @, %…). Markup brackets, backslashes and the like
 * have no place in a letter to support.
 */
const FEEDBACK_TEXT_CHARACTER = new RegExp(
  `^[${LETTERS}0-9\\s\\-–—(),.…?:;!+=*/%№₽$€@#&_"'«»„“”‘’\\[\\]]$`,
);

/**
 * Lets through only the characters `allowed` matches (a one-character pattern) and names the
 * first other one, so the visitor knows what to take out.
 */
function onlyCharacters(allowed: RegExp, message: (character: string) => string) {
  return z.check<string>((ctx) => {
    for (const character of ctx.value) {
      if (!allowed.test(character)) {
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: message(characterName(character)),
        });
        return;
      }
    }
  });
}

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
  contact_email: emailField({ ...EMAIL_MESSAGES, required: 'Введите ваш e-mail' }),
  name: requiredText(
    'Введите ваше имя',
    FEEDBACK_NAME_MAX_LENGTH,
    `Имя не длиннее ${FEEDBACK_NAME_MAX_LENGTH} символов`,
  ).check(
    onlyCharacters(
      FEEDBACK_NAME_CHARACTER,
      (character) => `Недопустимый символ ${character} в имени: только буквы, пробел и дефис`,
    ),
  ),
  text: requiredText(
    'Введите текст сообщения',
    FEEDBACK_TEXT_MAX_LENGTH,
    `Сообщение не длиннее ${FEEDBACK_TEXT_MAX_LENGTH} символов; разбейте его на несколько`,
  ).check(
    onlyCharacters(
      FEEDBACK_TEXT_CHARACTER,
      (character) => `Недопустимый символ ${character} в тексте сообщения`,
    ),
  ),
  captcha: ZCaptcha,
});
export type FeedbackRequest = z.infer<typeof ZFeedbackRequest>;
