import { describe, expect, it } from 'vitest';
import { renderTicketPdf, type Itinerary, type TicketRow, type TicketPage } from './ticket-pdf.ts';
import { TICKET_FOOTER } from './tickets-service.ts';

const stop = (label: string, place: string) => ({
  label,
  time: '23:55',
  date: 'пт, 27 ноября 2026 г.',
  zone: 'МСК+7',
  place,
});

/**
 * The longest a page gets: long names and places, every row a flight can have with the refund
 * rows of its own family (a refundable one has the most).
 */
const crowded: TicketPage = {
  title: 'Маршрут-квитанция',
  kind: 'Электронный авиабилет',
  numberLabel: 'Номер билета',
  number: '5551234567890',
  head: [['Код бронирования', 'QWERTY']],
  route: {
    vehicle: 'Рейс SU 1700, Аэрофлот',
    duration: '1 д 9 ч 40 мин',
    departure: stop(
      'Вылет',
      'Москва, Международный аэропорт Шереметьево имени А. С. Пушкина (SVO)',
    ),
    arrival: stop('Прилёт', 'Петропавловск-Камчатский, Международный аэропорт Елизово (PKC)'),
  },
  passenger: [
    ['ФИО', 'Константинопольская-Добровольская Анастасия-Мария Александровна'],
    ['Документ', 'Иной документ иностранного гражданина, признаваемый в РФ AB12345678901234'],
    ['Дата рождения', '20.07.1985'],
  ],
  details: {
    title: 'Рейс и тариф',
    rows: [
      ['Рейс', 'SU 1700'],
      ['Авиакомпания', 'Аэрофлот'],
      ['Класс обслуживания', 'Эконом'],
      ['Тариф', 'Эконом Оптимум Плюс'],
      ['Место', '32F'],
      ['Пассажир', 'младенец с местом'],
      ['Багаж', '23 кг'],
      ['Ручная кладь', '10 кг'],
      ['Возврат', 'возвратный, штраф 3 500 ₽'],
      ['Обмен', 'со сбором 2 500 ₽'],
      ['Питание', 'включено'],
    ],
  },
  price: {
    rows: [
      ['Тариф', '123 456 ₽'],
      ['Выбор места', '900 ₽'],
      ['Дополнительное место багажа до 23 кг', '2 500 ₽'],
      ['Сервисный сбор «Пересадки»', '1 234 ₽'],
    ],
    total: ['Итого', '128 090 ₽'],
    note: 'НДС не облагается',
  },
  notes: ['Регистрация на рейс заканчивается за 40 минут до вылета.'],
  qr: `PRS1|5551234567890|2147483647|2147483647|${'A'.repeat(86)}`,
  refundRows: [
    { when: 'до 11.12.2026 07:20 МСК', amount: '126 856 ₽' },
    { when: 'до 12.12.2026 07:20 МСК', amount: '95 142 ₽' },
    { when: 'до 12.12.2026 08:00 МСК', amount: '15 222 ₽' },
    { when: 'позже', amount: '0 ₽' },
  ],
};

/** A fare family the timetable no longer knows: fewer rows. */
const unknownFamily: TicketPage = {
  ...crowded,
  details: { ...crowded.details, rows: crowded.details.rows.slice(0, 6) },
};

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

const render = (pages: TicketPage[], itinerary: Itinerary | null = null) =>
  renderTicketPdf({
    orderId: 2_147_483_647,
    itinerary,
    issued: 'Оплачен 25 ноября 2026 г.',
    footer: TICKET_FOOTER,
    supportEmail: 'support@peresadka.example',
    pages,
  });

describe('ticket PDF', () => {
  it('fits the most crowded tickets on one A4 page each', async () => {
    const pdf = await render([crowded, unknownFamily]);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(2);
    // The fonts are embedded, so the text is Cyrillic text, not pictures of it.
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
    expect(pdf.toString('latin1')).toMatch(/DejaVuSans-Bold/);
  });

  it('moves the refund conditions of an absurdly long ticket to a page of their own', async () => {
    const long = 'Очень длинное название станции '.repeat(12);
    const pdf = await render([
      {
        ...crowded,
        route: {
          ...crowded.route,
          departure: { ...crowded.route.departure, place: long },
          arrival: { ...crowded.route.arrival, place: long },
        },
      },
    ]);
    expect(pageCount(pdf)).toBe(2);
  });

  it('opens a combined trip with its itinerary, going on to a second page for six legs', async () => {
    const leg = {
      route: crowded.route,
      places: Array.from({ length: 7 }, (_, i): TicketRow => [`Пассажир ${i + 1}`, 'место 12A']),
    };
    const short = await render([crowded], {
      summary: 'Калининград → Владивосток · 2 пассажира · 2 участка',
      legs: [leg, leg],
      changes: ['Пересадка 3 ч (нужно не меньше 1 ч), переезд: Шереметьево → Москва Казанская'],
      total: ['Итого за поездку', '100 000 ₽'],
    });
    expect(pageCount(short)).toBe(2);
    const long = await render([crowded], {
      summary: 'Калининград → Владивосток · 7 пассажиров · 6 участков',
      legs: Array.from({ length: 6 }, () => leg),
      changes: Array.from({ length: 5 }, () => 'Пересадка 1 ч (нужно не меньше 20 мин)'),
      total: ['Итого за поездку', '700 000 ₽'],
    });
    expect(pageCount(long)).toBeGreaterThanOrEqual(3);
  });
});
