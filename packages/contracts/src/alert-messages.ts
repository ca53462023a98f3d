/**
 * What the sold-out alerts say, apart from their schemas (alerts.ts): the detail page shows
 * them with no zod loaded.
 */

/** Alerts one account may keep waiting at once, so that nobody can watch the whole timetable. */
export const MAX_ACTIVE_ALERTS = 10;

export const alertMessages = {
  placesLeft: 'Места есть — оформите заказ',
  classNotSold: 'Места этого класса на рейсе не продаются',
  saleClosed: 'Продажа билетов на этот рейс закрыта',
  tooMany: `Одновременно можно ждать места не больше чем на ${MAX_ACTIVE_ALERTS} рейсах — отключите ненужные оповещения`,
  notFound: 'Оповещение не найдено',
  cancelled: 'Оповещение отключено',
  unsubscribed: 'Вы отписались от оповещений о свободных местах: писем о них больше не будет',
  badLink: 'Ссылка недействительна',
  unknownRoute: 'Неизвестный маршрут',
  unknownMode: 'Укажите вид транспорта: самолёт, поезд или автобус',
} as const;
