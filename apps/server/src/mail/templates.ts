import type { MailMessage } from './mailer.ts';

/**
 * Letters of the site, in Russian. Links come built: on PUBLIC_URL, or where the visitor asked
 * from while it is not configured (infra/http/site-url.ts).
 */

type Person = { email: string; firstName: string; username: string };

const SIGNATURE = '\n\n—\nПересадка: поиск и покупка билетов на самолёт, поезд и автобус.';

const greeting = (person: Person) => `Здравствуйте, ${person.firstName}!`;

export function activationMail(person: Person, link: string, validHours: number): MailMessage {
  return {
    to: person.email,
    subject: 'Подтвердите регистрацию на «Пересадке»',
    text:
      `${greeting(person)}\n\n` +
      `Вы зарегистрировались на «Пересадке» с логином «${person.username}». ` +
      `Чтобы завершить регистрацию, откройте ссылку:\n\n${link}\n\n` +
      `Ссылка действует ${validHours} ч и срабатывает один раз. ` +
      'Если вы не регистрировались, просто удалите это письмо.' +
      SIGNATURE,
    links: [link],
  };
}

/** Someone registered with an address that already has an account: tell its owner, nobody else. */
export function alreadyRegisteredMail(
  person: Person,
  loginLink: string,
  resetLink: string,
): MailMessage {
  return {
    to: person.email,
    subject: 'Попытка регистрации на «Пересадке»',
    text:
      `${greeting(person)}\n\n` +
      'Кто-то попытался зарегистрироваться на «Пересадке» с этим адресом, но у вас уже есть ' +
      `учётная запись (логин «${person.username}»).\n\n` +
      `Войти: ${loginLink}\nЗабыли пароль? ${resetLink}\n\n` +
      'Если это были не вы, ничего делать не нужно.' +
      SIGNATURE,
    links: [loginLink, resetLink],
  };
}

export function passwordResetMail(person: Person, link: string, validMinutes: number): MailMessage {
  return {
    to: person.email,
    subject: 'Сброс пароля на «Пересадке»',
    text:
      `${greeting(person)}\n\n` +
      `Чтобы задать новый пароль для логина «${person.username}», откройте ссылку:\n\n${link}\n\n` +
      `Ссылка действует ${validMinutes} мин и срабатывает один раз. ` +
      'Если вы не просили сбросить пароль, удалите это письмо: ваш пароль остался прежним.' +
      SIGNATURE,
    links: [link],
  };
}

export function passwordChangedMail(person: Person, resetLink: string): MailMessage {
  return {
    to: person.email,
    subject: 'Пароль на «Пересадке» изменён',
    text:
      `${greeting(person)}\n\n` +
      `Пароль вашей учётной записи «${person.username}» только что изменён, ` +
      'и все другие входы в неё завершены.\n\n' +
      `Если это сделали не вы, сразу задайте новый пароль: ${resetLink}` +
      SIGNATURE,
    links: [resetLink],
  };
}

export type FeedbackLetter = {
  id: number;
  name: string;
  contactPhone: string;
  contactEmail: string;
  text: string;
};

export function feedbackMail(supportAddress: string, f: FeedbackLetter): MailMessage {
  return {
    to: supportAddress,
    replyTo: f.contactEmail,
    subject: `Обращение №${f.id} с сайта: ${f.name}`,
    text:
      `Обращение №${f.id}\n\n` +
      `Имя: ${f.name}\nТелефон: ${f.contactPhone}\nE-mail: ${f.contactEmail}\n\n` +
      `${f.text}\n`,
  };
}

/** An order as its letters tell it: lines already in the station's local time. */
export type OrderLetter = {
  to: string;
  orderId: number;
  rides: string[];
  passengers: string[];
  total: string;
  tripsLink: string;
};

const orderLines = (o: OrderLetter) =>
  `Маршрут:\n${o.rides.map((r) => `  ${r}`).join('\n')}\n\n` +
  (o.passengers.length > 0
    ? `Пассажиры:\n${o.passengers.map((p) => `  ${p}`).join('\n')}\n\n`
    : '');

/** «Петровой Анны», «Петровой Анны и Иванова Петра», «А, Б и В». */
const andList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} и ${items.at(-1)}`;

export function orderPaidMail(o: OrderLetter): MailMessage {
  return {
    to: o.to,
    subject: `Заказ № ${o.orderId} оплачен`,
    text:
      'Здравствуйте!\n\n' +
      `Заказ № ${o.orderId} оплачен: ${o.total}. Места выкуплены.\n\n` +
      orderLines(o) +
      'Время везде местное — станции, вокзала или аэропорта.\n' +
      `Заказ и электронные билеты — в разделе «Мои поездки»: ${o.tripsLink}` +
      SIGNATURE,
    links: [o.tripsLink],
  };
}

/** An unpaid order's hold lapsed: its places are for sale again, and here is the way back. */
export function holdLapsedMail(o: OrderLetter, againLink: string): MailMessage {
  return {
    to: o.to,
    subject: `Бронь по заказу № ${o.orderId} истекла`,
    text:
      'Здравствуйте!\n\n' +
      `Заказ № ${o.orderId} на ${o.total} не был оплачен вовремя, поэтому бронь истекла и места ` +
      'вернулись в продажу. Деньги не списывались.\n\n' +
      orderLines(o) +
      `Оформить заказ на ту же поездку снова: ${againLink}\n` +
      'Свободные места и цены могли измениться.' +
      SIGNATURE,
    links: [againLink],
  };
}

/** Money came for an order that could not take it; it goes back in full, fee included. */
export function paymentRefundMail(o: OrderLetter, amount: string, why: string): MailMessage {
  return {
    to: o.to,
    subject: `Возврат оплаты заказа № ${o.orderId}`,
    text:
      'Здравствуйте!\n\n' +
      `${why} Мы вернём всю сумму — ${amount}, сервисный сбор тоже. ` +
      'Банк зачисляет возврат на карту обычно за 1–3 рабочих дня, иногда до 30 дней.\n\n' +
      orderLines(o) +
      `Заказ — в разделе «Мои поездки»: ${o.tripsLink}` +
      SIGNATURE,
    links: [o.tripsLink],
  };
}

/** `passengers`: the names of those returned, in the genitive («Петровой Марии»). */
export function ticketReturnedMail(
  o: OrderLetter,
  passengers: readonly string[],
  amount: string,
  reason: string,
): MailMessage {
  const whose =
    passengers.length > 1
      ? `Билеты пассажиров ${andList(passengers)} по заказу № ${o.orderId} возвращены`
      : `Билет пассажира ${passengers[0] ?? ''} по заказу № ${o.orderId} возвращён`;
  return {
    to: o.to,
    subject: `${passengers.length > 1 ? 'Билеты' : 'Билет'} по заказу № ${o.orderId} ${passengers.length > 1 ? 'возвращены' : 'возвращён'}`,
    text:
      'Здравствуйте!\n\n' +
      `${whose}. ` +
      `К возврату: ${amount}. ${reason}\n` +
      'Банк зачисляет возврат на карту обычно за 1–3 рабочих дня, иногда до 30 дней.\n\n' +
      orderLines(o) +
      `Заказ — в разделе «Мои поездки»: ${o.tripsLink}` +
      SIGNATURE,
    links: [o.tripsLink],
  };
}

/**
 * A timetable change broke a paid trip (a ride cancelled, a change left too short): every
 * ticket of it goes back in full, the fee too, and the way to another route.
 */
export function tripDisruptedMail(
  o: OrderLetter,
  what: string,
  alternativesLink: string,
): MailMessage {
  return {
    to: o.to,
    subject: `Расписание изменилось: заказ № ${o.orderId}`,
    text:
      'Здравствуйте!\n\n' +
      `Расписание изменилось, и поездка по заказу № ${o.orderId} не состоится так, как была куплена: ` +
      `${what}.\n\n` +
      'Все билеты поездки можно вернуть полностью — с сервисным сбором и без удержаний, ' +
      'в том числе на участки, которые не изменились. ' +
      `Вернуть билеты — в разделе «Мои поездки»: ${o.tripsLink}\n\n` +
      `Подобрать другой маршрут той же поездки: ${alternativesLink}\n\n` +
      orderLines(o) +
      'Время везде местное — станции, вокзала или аэропорта.' +
      SIGNATURE,
    links: [o.tripsLink, alternativesLink],
  };
}

/** A place freed up on a sold-out ride someone asked about; times at the station's clock. */
export type PlaceFreedLetter = {
  to: string;
  /** «Поезд 002Й «Татарстан»: Москва Казанская — Казань». */
  title: string;
  /** «01.12.2026 20:00». */
  departure: string;
  /** «в вагоне типа «Купе»»; null when any place would do. */
  where: string | null;
  orderLink: string;
  unsubscribeLink: string;
};

export function placeFreedMail(p: PlaceFreedLetter): MailMessage {
  return {
    to: p.to,
    subject: `Появилось место: ${p.title}`,
    text:
      'Здравствуйте!\n\n' +
      `Вы просили сообщить, когда освободится место, — и оно появилось${
        p.where ? ` ${p.where}` : ''
      }:\n\n` +
      `  ${p.title}\n  Отправление ${p.departure} (время местное)\n\n` +
      'Места быстро раскупают, и это место может достаться другому покупателю. Чтобы оформить ' +
      `заказ, откройте ссылку:\n\n${p.orderLink}\n\n` +
      'Это оповещение сработало и больше писем не пришлёт. Если места снова закончатся, ' +
      'включите новое на странице рейса.\n\n' +
      `Не хотите получать письма о свободных местах? Отписаться: ${p.unsubscribeLink}` +
      SIGNATURE,
    links: [p.orderLink, p.unsubscribeLink],
    listUnsubscribe: p.unsubscribeLink,
  };
}

/** The operator's warning: the agent's account at the train supplier is running short. */
export type BalanceLetter = {
  to: string;
  supplier: string;
  /** Amounts worded already, to the kopeck (`formatRubles`). */
  balance: string;
  floor: string;
  lastDay: string;
};

export function supplierBalanceLowMail(b: BalanceLetter): MailMessage {
  return {
    to: b.to,
    subject: `Пополните счёт у поставщика ${b.supplier}: осталось ${b.balance}`,
    text:
      'Здравствуйте!\n\n' +
      `На агентском счёте у поставщика ${b.supplier} осталось ${b.balance}. ` +
      `За последние сутки поставщик списал за выписанные билеты ${b.lastDay}, ` +
      `порог предупреждения — ${b.floor}.\n\n` +
      'Когда денег на счёте не хватит, поставщик откажется выписывать билеты уже оплаченных ' +
      'заказов: сайт будет повторять выписку до конца срока брони, а после вернёт ' +
      'покупателям деньги. Пополните счёт заранее.\n\n' +
      'Письмо приходит раз в сутки, пока остаток ниже порога.' +
      SIGNATURE,
  };
}
