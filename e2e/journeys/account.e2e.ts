import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { passCaptcha } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { linkFromMail } from '../support/outbox.ts';
import { pickPlace } from '../support/search-form.ts';

const session = useBrowser();

const stamp = Date.now().toString(36);
const user = {
  username: `putnik_${stamp}`,
  email: `putnik.${stamp}@example.ru`,
  password: 'Sibirskiy-ekspress-1916',
  changed: 'Baikal-Amur-Magistral-84',
  reset: 'Transsib-Vladivostok-9288',
};

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    // Forms and pages carry the same names as their fields; the field is the input.
    await page.getByLabel(label, { exact: true }).and(page.locator('input, textarea')).fill(value);
  }
}

async function alertText(page: Page): Promise<string> {
  const alert = page.locator('form [role="alert"]');
  await expect.poll(() => alert.textContent()).not.toBe('');
  return (await alert.textContent()) ?? '';
}

async function logIn(page: Page, password: string) {
  await page.goto('/login');
  await fill(page, { Логин: user.username, Пароль: password });
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/profile');
}

const path = (page: Page) => new URL(page.url()).pathname;

describe('accounts', () => {
  it('sends a visitor who opens the profile or the password change to sign in', async () => {
    const page = await session.page();
    await page.goto('/profile');
    await expect.poll(() => path(page)).toBe('/login');
    await page.goto('/set_password');
    await expect.poll(() => path(page)).toBe('/login');
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('makes no refresh call for a visitor who never signed in, and stays anonymous (SPEC §4)', async () => {
    const page = await session.page();
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/token/refresh/') {
        refreshes.push(response.status());
      }
    });
    await page.goto('/');
    await pickPlace(page, 'Откуда', 'Моск', 'Москва');
    await pickPlace(page, 'Куда', 'Казан', 'Казань');
    await page.getByRole('button', { name: 'Найти билеты' }).click();
    await expect
      .poll(() => page.getByRole('tabpanel').textContent(), { timeout: 20_000 })
      .toContain('₽');
    // No session hint cookie, so nothing to refresh: no call bound to fail with 401.
    expect(refreshes).toEqual([]);
  });

  it('says what is wrong in each account form, in Russian', async () => {
    const page = await session.page();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Войти' }).click();
    let text = await page.locator('form').textContent();
    expect(text).toContain('Поле «Логин» должно быть заполнено');
    expect(text).toContain('Поле «Пароль» должно быть заполнено');
    expect(text).toContain('Пожалуйста, пройдите капчу');

    await fill(page, { Логин: 'nobody_here', Пароль: 'Wrong-password-1' });
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(alertText(page)).resolves.toBe('Неверный логин или пароль');

    await page.goto('/register');
    await fill(page, {
      Логин: 'bad login!',
      'E-mail': 'not-an-address',
      Имя: 'Анна1',
      Фамилия: 'Каренина',
      Пароль: 'Sibirskiy-ekspress-1916',
      'Повторите пароль': 'Sibirskiy-ekspress-1917',
    });
    await page.getByRole('checkbox', { name: /Политику конфиденциальности/ }).uncheck();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    text = (await page.locator('form').textContent()) ?? '';
    // Each error once, beside its own field.
    for (const [message, field] of [
      ['Логин может содержать только буквы, цифры и символы @ . + - _', 'Логин'],
      ['Введите корректный e-mail.', 'E-mail'],
      ['Поле «Имя» может содержать только буквы', 'Имя'],
      ['Пароли не совпадают', 'Повторите пароль'],
    ] as const) {
      expect(text.split(message).length - 1, message).toBe(1);
      const input = page.getByLabel(field, { exact: true }).and(page.locator('input'));
      const describedBy = await input.getAttribute('aria-describedby');
      await expect
        .poll(() => page.locator(`[id="${describedBy}"]`).textContent())
        .toContain(message);
    }
    const agreement = 'Для регистрации необходимо принять Политику конфиденциальности';
    expect(text.split(agreement).length - 1).toBe(1);

    await page.goto('/forgot_password');
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect.poll(() => page.locator('form').textContent()).toContain('Введите e-mail');

    await page.goto('/reset_password/MQ/not-a-token');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect.poll(() => page.locator('form').textContent()).toContain('Заполните все поля');
    await fill(page, { 'Новый пароль': user.reset, 'Повторите новый пароль': `${user.reset}!` });
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect.poll(() => page.locator('form').textContent()).toContain('Пароли не совпадают');
    await fill(page, { 'Повторите новый пароль': user.reset });
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(alertText(page)).resolves.toBe('Недействительная ссылка');

    await page.goto('/activate/MQ/not-a-token');
    await page.getByText('Ошибка активации пользователя').waitFor();
    await expect(
      page.getByRole('link', { name: 'На главную', exact: true }).getAttribute('href'),
    ).resolves.toBe('/');
  });

  it('registers, activates, keeps a favorite, changes and resets the password', async () => {
    const page = await session.page();
    const registeredAt = Date.now();
    await page.goto('/register');
    await fill(page, {
      Логин: user.username,
      'E-mail': user.email,
      Имя: 'Анна',
      Фамилия: 'Ёлкина',
      Пароль: user.password,
      'Повторите пароль': user.password,
    });
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.getByText(/Мы отправили вам письмо/).waitFor();

    const activation = await linkFromMail(user.email, '/activate/', registeredAt);
    await page.goto(activation);
    await page.getByText('Учётная запись активирована').waitFor();
    // The letter's link opened again says so, and still leads to the sign-in.
    await page.goto(activation);
    await page.getByText(/Учётная запись уже активирована/).waitFor();
    await page.getByRole('link', { name: 'Войти' }).click();
    await expect.poll(() => path(page)).toBe('/login');
    await logIn(page, user.password);
    await page.getByText('Здесь пусто').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Signed in — even after a reload, through the refresh cookie — the visitor-only pages
    // send one on to the profile.
    for (const visitorPage of ['/login', '/register', '/forgot_password']) {
      await page.goto(visitorPage);
      await expect.poll(() => path(page)).toBe('/profile');
    }

    // A favorite from the results, seen in the profile, then deleted.
    await page.getByRole('link', { name: 'Главная' }).click();
    await pickPlace(page, 'Откуда', 'Моск', 'Москва');
    await pickPlace(page, 'Куда', 'Санкт', 'Санкт-Петербург');
    await page.getByRole('button', { name: 'Найти билеты' }).click();
    await page.getByRole('tab', { name: 'Поезд' }).click();
    const panel = page.getByRole('tabpanel');
    await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toContain('₽');
    const star = panel.getByRole('button', { name: 'В избранное' }).first();
    await star.click();
    await panel.getByRole('button', { name: 'В избранном' }).first().waitFor();

    await page.getByRole('link', { name: 'Профиль' }).click();
    const favorites = page.getByRole('tabpanel');
    // Grouped by the direction the traveller saved: here the two stations of the train.
    await favorites.getByRole('heading', { name: / → / }).waitFor();
    await expect.poll(() => favorites.textContent()).toContain('Поезд');
    await page.getByRole('tab', { name: 'Мои поездки' }).click();
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toContain('Здесь пусто');
    await page.getByRole('tab', { name: 'Избранное' }).click();
    await favorites.getByRole('button', { name: /^Удалить из избранного/ }).click();
    await expect.poll(() => favorites.textContent()).toContain('Здесь пусто');
    await page.getByRole('link', { name: 'Поиск' }).click();
    await expect.poll(() => path(page)).toBe('/results');
    await page.getByRole('tab', { name: 'Поезд' }).click();
    await expect.poll(() => panel.getByRole('button', { name: 'В избранном' }).count()).toBe(0);

    // The password change, then sign out.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Сменить пароль' }).click();
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    const empty = await page.locator('form').textContent();
    expect(empty).toContain('Введите текущий пароль');
    expect(empty).toContain('Введите новый пароль');
    await fill(page, {
      'Текущий пароль': user.password,
      'Новый пароль': user.changed,
      'Повторите новый пароль': `${user.changed}!`,
    });
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect.poll(() => page.locator('form').textContent()).toContain('Пароли не совпадают');
    await fill(page, {
      'Текущий пароль': 'Not-my-password-1',
      'Новый пароль': user.changed,
      'Повторите новый пароль': user.changed,
    });
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    // The server's word on a field stands beside that field, once.
    const form = page.locator('form');
    await expect.poll(() => form.textContent()).toContain('Неверно указан пароль');
    expect(((await form.textContent()) ?? '').split('Неверно указан пароль')).toHaveLength(2);
    await fill(page, { 'Текущий пароль': user.password });
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await page.getByText('Пароль изменён').waitFor();
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Выход' }).click();
    await expect.poll(() => path(page)).toBe('/login');
    await page.goto('/profile');
    await expect.poll(() => path(page)).toBe('/login');

    // Forgotten: a mailed link sets a new one, and only the new one opens the account.
    const askedAt = Date.now();
    await page.goto('/forgot_password');
    await fill(page, { 'E-mail': user.email });
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await page.getByText(/мы отправили на него письмо/).waitFor();
    const reset = await linkFromMail(user.email, '/reset_password/', askedAt);
    await page.goto(reset);
    await fill(page, { 'Новый пароль': user.reset, 'Повторите новый пароль': user.reset });
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByRole('link', { name: 'Войти с новым паролем' }).click();
    await logIn(page, user.reset);
    await page.getByRole('heading', { name: 'Личный кабинет' }).waitFor();
  });

  it('sends a support message', async () => {
    const page = await session.page(375);
    await page.goto('/feedback');
    await page.getByRole('button', { name: 'Отправить' }).click();
    const text = await page.locator('form').textContent();
    for (const message of [
      'Введите ваше имя',
      'Введите ваш e-mail',
      'Введите ваш номер телефона',
      'Введите текст сообщения',
    ]) {
      expect(text).toContain(message);
    }
    await fill(page, {
      Имя: 'Анна Мария',
      'E-mail': user.email,
      Телефон: '+7 912 345-67-89',
      Сообщение: 'Как вернуть билет на поезд, если рейс самолёта задержали?',
    });
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Отправить' }).click();
    await page.getByText(/Ваше обращение отправлено/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
