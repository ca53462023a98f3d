import { describe, expect, it } from 'vitest';
import { authErrorMessage, seatSchemeErrorMessage, uiMessages } from './messages.ts';

describe('authErrorMessage', () => {
  it.each([
    ['Invalid password.', 'Неверно указан пароль'],
    ['This field is required.', 'Заполните все поля'],
    ['This field may not be blank.', 'Заполните все поля'],
    ["Invalid user id or user doesn't exist.", 'Недействительная ссылка'],
    ['Invalid token for given user.', 'Недействительная ссылка'],
  ])('rewords %s', (server, shown) => {
    expect(authErrorMessage(server)).toBe(shown);
  });

  it('passes other texts through', () => {
    expect(authErrorMessage('Пользователь с таким e-mail уже существует')).toBe(
      'Пользователь с таким e-mail уже существует',
    );
  });
});

describe('UI messages', () => {
  it('prefixes the scheme error', () => {
    expect(seatSchemeErrorMessage('Схема не найдена')).toBe(
      'Ошибка отображения схемы: Схема не найдена',
    );
  });

  it('has the SPEC §8 texts', () => {
    expect(uiMessages).toMatchObject({
      errorOccurred: 'Произошла ошибка!',
      nothingFound: 'Ничего не найдено',
      beforeSearch: 'Результаты вашего поиска...',
      combinedProcessing: 'Запрос обрабатывается, пожалуйста, подождите',
      combinedOutdated: 'Данные устарели, повторите запрос',
      emptyList: 'Здесь пусто',
      loginToOrder: 'Для создания заказа, пожалуйста, авторизуйтесь.',
      pageNotFound: 'Страница не найдена',
      unexpectedError: 'Непредвиденная ошибка приложения!',
      chunkLoadFailed: 'Не удалось загрузить часть приложения',
    });
  });
});
