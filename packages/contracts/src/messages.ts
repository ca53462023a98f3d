/** UI texts of SPEC §8 and the screens of §2; validation messages live beside their rules. */
export const uiMessages = {
  errorOccurred: 'Произошла ошибка!',
  errorOccurredPlain: 'Произошла ошибка',
  errorTryLater: 'Произошла ошибка. Попробуйте позже.',
  nothingFound: 'Ничего не найдено',
  beforeSearch: 'Результаты вашего поиска...',
  combinedProcessing: 'Запрос обрабатывается, пожалуйста, подождите',
  combinedOutdated: 'Данные устарели, повторите запрос',
  emptyList: 'Здесь пусто',
  loginToOrder: 'Для создания заказа, пожалуйста, авторизуйтесь.',
  requestProcessing: 'Запрос обрабатывается...',
  checkEnteredData: 'Проверьте ранее введённые данные',
  notForOnlineSale: 'Недоступно для онлайн-продажи',
  refundSucceeded: 'Заказ успешно возвращён',
  registrationEmailSent: 'Мы отправили вам письмо для завершения регистрации',
  activationSucceeded: 'Учётная запись активирована',
  activationFailed: 'Ошибка активации пользователя',
  trainSchemaUnavailable: 'Схема вагона недоступна для отображения',
  pageNotFound: 'Страница не найдена',
  unexpectedError: 'Непредвиденная ошибка приложения!',
  chunkLoadFailed: 'Не удалось загрузить часть приложения',
} as const;

export function seatSchemeErrorMessage(firstError: string): string {
  return `Ошибка отображения схемы: ${firstError}`;
}

export const authMessages = {
  invalidPassword: 'Неверно указан пароль',
  fillAllFields: 'Заполните все поля',
  invalidLink: 'Недействительная ссылка',
} as const;

/** Server texts that the auth forms reword (SPEC §8); any other text is shown as it came. */
const authRewording = new Map<string, string>([
  ['Invalid password.', authMessages.invalidPassword],
  ['This field is required.', authMessages.fillAllFields],
  ['This field may not be blank.', authMessages.fillAllFields],
  ["Invalid user id or user doesn't exist.", authMessages.invalidLink],
  ['Invalid token for given user.', authMessages.invalidLink],
]);

export function authErrorMessage(serverMessage: string): string {
  return authRewording.get(serverMessage) ?? serverMessage;
}
