import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../infra/db/schema.ts';
import { createActiveUser, EASY_CAPTCHA, signIn, solveCaptcha } from '../test-support/accounts.ts';
import { linkIn, SmtpSink } from '../test-support/smtp-sink.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

const PUBLIC_URL = 'http://localhost:5999';

describe(`accounts on ${testBackend()}`, () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await startTestApp({
      ...EASY_CAPTCHA,
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      JOBS_POLL_MS: '100',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = async (path: string, payload: Record<string, unknown>, access?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/users/${path}`,
      payload: { captcha: await solveCaptcha(t.app), ...payload },
      headers: access ? { authorization: `JWT ${access}` } : {},
    });
  const login = async (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username, password, captcha: await solveCaptcha(t.app) },
    });
  const registration = (username: string, extra: Record<string, unknown> = {}) => ({
    username,
    email: `${username}@mail.ru`,
    first_name: 'Анна',
    last_name: 'Д`Арк-Иванова',
    is_acess_agreements: true,
    password: 'Поезд в Казань 2026',
    re_password: 'Поезд в Казань 2026',
    ...extra,
  });

  it('registers an inactive account, mails the activation link and signs in after it', async () => {
    const res = await post('', registration('anna'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Мы отправили вам письмо для завершения регистрации' });
    expect((await login('anna', 'Поезд в Казань 2026')).json().detail).toMatch(/не активирована/);

    const mail = await smtp.take('anna@mail.ru', 'Подтвердите регистрацию');
    expect(mail.from).toContain('Пересадка');
    expect(mail.text).toContain('Здравствуйте, Анна!');
    expect(mail.text).toContain(`${PUBLIC_URL}/activate/`);
    const [uid, token] = linkIn(mail, 'activate');

    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/activation/',
      payload: { uid, token },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toEqual({ detail: 'Учётная запись активирована' });
    // The same link again (a second click, a reload) says so instead of an error.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/activation/',
      payload: { uid, token },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      detail: 'Учётная запись уже активирована: войдите с вашим логином и паролем',
    });
    // Only the link itself tells it: another token for the same account is still refused.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/activation/',
      payload: { uid, token: `${token}x` },
    });
    expect(forged.json()).toEqual({ token: ['Недействительная ссылка'] });

    const signedIn = await login('anna', 'Поезд в Казань 2026');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/v1/get_info',
      headers: { authorization: `JWT ${signedIn.json().access}` },
    });
    expect(info.json()).toEqual({
      username: 'anna',
      email: 'anna@mail.ru',
      first_name: 'Анна',
      last_name: 'Д`Арк-Иванова',
      phone: null,
      favorite_routes: [],
      trips_lists: [],
    });
  });

  it('refuses broken activation links with «Недействительная ссылка»', async () => {
    for (const payload of [
      { uid: 'not-a-uuid', token: 'x' },
      { uid: '00000000-0000-4000-8000-000000000000', token: 'x' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/users/activation/',
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ token: ['Недействительная ссылка'] });
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/activation/',
      payload: {},
    });
    expect(empty.json()).toEqual({
      uid: ['Недействительная ссылка'],
      token: ['Недействительная ссылка'],
    });
  });

  it('says every registration rule in Russian', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/',
      payload: {
        username: 'анна петрова',
        email: 'anna@',
        first_name: 'Анна1',
        last_name: '',
        is_acess_agreements: false,
        password: 'короткий',
        re_password: 'другой',
        captcha: '',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['Логин может содержать только буквы, цифры и символы @ . + - _'],
      email: ['Введите корректный e-mail.'],
      first_name: ['Поле «Имя» может содержать только буквы, пробел, дефис, апостроф (`) и точку'],
      last_name: ['Поле «Фамилия» должно быть заполнено'],
      is_acess_agreements: [
        'Для регистрации необходимо принять Политику конфиденциальности, Пользовательское соглашение и Публичную оферту',
      ],
      re_password: ['Пароли не совпадают'],
      captcha: ['Пожалуйста, пройдите капчу'],
    });
    const short = await post(
      '',
      registration('shorty', { password: '1234567', re_password: '1234567' }),
    );
    expect(short.json()).toEqual({ password: ['Пароль должен содержать не менее 8 символов'] });
  });

  it('refuses common passwords and one equal to the login', async () => {
    const common = await post(
      '',
      registration('boris', { password: 'qwerty123', re_password: 'qwerty123' }),
    );
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      password: ['Этот пароль слишком распространён, его легко подобрать. Выберите другой.'],
    });
    const own = await post(
      '',
      registration('boris.long', { password: 'Boris.Long', re_password: 'Boris.Long' }),
    );
    expect(own.json()).toEqual({ password: ['Пароль не должен совпадать с логином или e-mail'] });
  });

  it('refuses a taken login but keeps quiet about a taken e-mail, telling its owner instead', async () => {
    expect((await post('', registration('vera'))).statusCode).toBe(200);
    await smtp.take('vera@mail.ru', 'Подтвердите регистрацию');
    const sameLogin = await post('', registration('VERA', { email: 'other@mail.ru' }));
    expect(sameLogin.statusCode).toBe(400);
    expect(sameLogin.json()).toEqual({ username: ['Этот логин уже занят, выберите другой'] });

    const sameEmail = await post('', registration('vera2', { email: 'Vera@Mail.ru' }));
    expect(sameEmail.statusCode).toBe(200);
    expect(sameEmail.json()).toEqual({
      detail: 'Мы отправили вам письмо для завершения регистрации',
    });
    const notice = await smtp.take('vera@mail.ru', 'Попытка регистрации');
    expect(notice.text).toContain('логин «vera»');
    expect(smtp.received.some((m) => m.to.includes('Vera@Mail.ru'))).toBe(false);
  });

  it('resets a forgotten password by the mailed link, once, and ends other sessions', async () => {
    expect((await post('', registration('gleb'))).statusCode).toBe(200);
    const [auid, atoken] = linkIn(await smtp.take('gleb@mail.ru', 'Подтвердите'), 'activate');
    await post('activation/', { uid: auid, token: atoken });
    const session = await signIn(t.app, { username: 'gleb', password: 'Поезд в Казань 2026' });

    // Both answers do the same work, whether or not the address has an account: each queues
    // one letter job, which looks the address up later.
    const queued = async () =>
      (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'accounts:reset-letter')))
        .length;
    const before = await queued();
    const unknown = await post('reset_password/', { email: 'nobody@mail.ru' });
    expect(await queued()).toBe(before + 1);
    const known = await post('reset_password/', { email: 'gleb@mail.ru' });
    expect(await queued()).toBe(before + 2);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().detail).toMatch(/Если этот e-mail зарегистрирован/);
    const mail = await smtp.take('gleb@mail.ru', 'Сброс пароля');
    expect(mail.text).toContain(`${PUBLIC_URL}/reset_password/`);
    const [uid, token] = linkIn(mail, 'reset_password');

    const reset = (extra: Record<string, unknown>) =>
      post('reset_password_confirm/', {
        uid,
        token,
        new_password: 'Новый пароль на зиму',
        re_new_password: 'Новый пароль на зиму',
        ...extra,
      });
    expect((await reset({ new_password: '', re_new_password: '' })).json()).toEqual({
      new_password: ['Заполните все поля'],
      re_new_password: ['Заполните все поля'],
    });
    expect((await reset({ re_new_password: 'другой пароль' })).json()).toEqual({
      re_new_password: ['Пароли не совпадают'],
    });
    // A refused password does not use the link up.
    expect(
      (await reset({ new_password: 'password1', re_new_password: 'password1' })).json(),
    ).toEqual({
      new_password: ['Этот пароль слишком распространён, его легко подобрать. Выберите другой.'],
    });
    const done = await reset({});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ detail: 'Пароль изменён' });
    expect((await reset({})).json()).toEqual({ token: ['Недействительная ссылка'] });
    expect((await reset({ uid: 'bad' })).json()).toEqual({ token: ['Недействительная ссылка'] });

    expect((await login('gleb', 'Поезд в Казань 2026')).statusCode).toBe(401);
    expect((await login('gleb', 'Новый пароль на зиму')).statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/v1/get_info',
      headers: { authorization: `JWT ${session.access}` },
    });
    expect(old.json().code).toBe('token_not_valid');
    expect(smtp.received.some((m) => m.to.includes('nobody@mail.ru'))).toBe(false);
  });

  it('changes the password of a signed-in user and signs out their other sessions', async () => {
    expect((await post('', registration('dina'))).statusCode).toBe(200);
    const [auid, atoken] = linkIn(await smtp.take('dina@mail.ru', 'Подтвердите'), 'activate');
    await post('activation/', { uid: auid, token: atoken });
    const user = { username: 'dina', password: 'Поезд в Казань 2026' };
    const here = await signIn(t.app, user);
    const elsewhere = await signIn(t.app, user);
    const change = (extra: Record<string, unknown>, access: string | null = here.access) =>
      post(
        'set_password/',
        {
          current_password: user.password,
          new_password: 'Самолёт во Владивосток',
          re_new_password: 'Самолёт во Владивосток',
          ...extra,
        },
        access ?? undefined,
      );

    expect((await change({}, null)).statusCode).toBe(401);
    expect(
      (await change({ current_password: '', new_password: '', re_new_password: '' })).json(),
    ).toEqual({
      current_password: ['Введите текущий пароль'],
      new_password: ['Введите новый пароль'],
      re_new_password: ['Повторите новый пароль'],
    });
    expect((await change({ re_new_password: 'не то' })).json()).toEqual({
      re_new_password: ['Пароли не совпадают'],
    });
    expect((await change({ current_password: 'не тот пароль' })).json()).toEqual({
      current_password: ['Неверно указан пароль'],
    });
    const ok = await change({});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ detail: 'Пароль изменён' });
    await smtp.take('dina@mail.ru', 'Пароль на «Пересадке» изменён');

    const info = (access: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/get_info',
        headers: { authorization: `JWT ${access}` },
      });
    expect((await info(here.access)).statusCode).toBe(200);
    expect((await info(elsewhere.access)).json().code).toBe('token_not_valid');
    expect((await login('dina', 'Самолёт во Владивосток')).statusCode).toBe(200);
  });

  it('asks for the e-mail on the forgot-password form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/reset_password/',
      payload: { email: '', captcha: '' },
    });
    expect(res.json()).toEqual({
      email: ['Введите e-mail'],
      captcha: ['Пожалуйста, пройдите капчу'],
    });
  });

  it('limits registrations to 10 an hour from one address, and nobody else', async () => {
    const from = (remoteAddress: string, username: string) =>
      solveCaptcha(t.app).then((captcha) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/users/',
          payload: { captcha, ...registration(username) },
          remoteAddress,
        }),
      );
    for (let i = 0; i < 10; i++) {
      expect((await from('203.0.113.7', `flood${i}`)).statusCode).toBe(200);
    }
    const blocked = await from('203.0.113.7', 'flood10');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
    expect(blocked.json()).toEqual({
      code: 'rate_limited',
      detail: 'Слишком много регистраций с вашего адреса. Повторите через 60 мин.',
    });
    // Nothing was made of the refused one, and another address still registers.
    expect((await login('flood10', 'Поезд в Казань 2026')).json()).toEqual({
      code: 'unauthorized',
      detail: 'Неверный логин или пароль',
    });
    expect((await from('198.51.100.2', 'flood10')).statusCode).toBe(200);
  });

  it("keeps the owner's password reset open whatever strangers ask for the address", async () => {
    const owner = await createActiveUser(t.database.db, 'zoya');
    const home = '198.51.100.20';
    const from = async (remoteAddress: string, cookies: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/users/reset_password/',
        payload: { email: owner.email, captcha: await solveCaptcha(t.app, remoteAddress) },
        remoteAddress,
        cookies,
      });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { ...owner, captcha: await solveCaptcha(t.app, home) },
      remoteAddress: home,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const ownerCookie = signedIn.cookies.find((c) => c.name === 'peresadka_owner')!;
    expect(ownerCookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/auth/users/reset_password/',
    });

    // Strangers, each from an address of their own, use up what strangers may ask…
    for (let i = 0; i < 5; i++) expect((await from(`203.0.113.${10 + i}`)).statusCode).toBe(200);
    const stranger = await from('203.0.113.99');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.headers['retry-after']).toBeDefined();
    expect(stranger.json().detail).toMatch(
      /^На этот адрес уже отправлено несколько писем для сброса пароля: откройте последнее из них\. Повторите через \d+ мин\.$/,
    );
    for (let i = 0; i < 5; i++) await smtp.take(owner.email, 'Сброс пароля');

    // …and the owner still gets a fresh link: from the address they signed in from, and from
    // a new one in the browser they signed in with.
    expect((await from(home)).statusCode).toBe(200);
    const [uid, token] = linkIn(await smtp.take(owner.email, 'Сброс пароля'), 'reset_password');
    expect((await from('192.0.2.50', { peresadka_owner: ownerCookie.value })).statusCode).toBe(200);
    await smtp.take(owner.email, 'Сброс пароля');
    // The owner's own limit is strict: a mailbox is not flooded from the owner's side either.
    const third = await from(home);
    expect(third.statusCode).toBe(200);
    const fourth = await from(home);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().detail).toMatch(
      /^Письмо для сброса пароля на этот адрес уже отправлено\. Повторите через \d+ мин\.$/,
    );
    // The link of a letter before the newest no longer works; the newest one does.
    const reset = await post('reset_password_confirm/', {
      uid,
      token,
      new_password: 'Новый пароль на зиму',
      re_new_password: 'Новый пароль на зиму',
    });
    expect(reset.json()).toEqual({ token: ['Недействительная ссылка'] });
  });
});
