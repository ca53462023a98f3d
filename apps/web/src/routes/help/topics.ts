import type { LegTransportType } from '@peresadka/contracts/enums';

/** One article of the help centre: its address under /help/ and its own markdown file. */
export type HelpTopic = {
  slug: string;
  /** What the menu shows, short because the section name stands above it. */
  label: string;
  /** The article's heading, which must make sense on its own. */
  heading: string;
  /** The mode whose refund rules follow the text, printed from the rules the server applies. */
  refundRules?: LegTransportType;
  /** The tickets' public key and the check of a ticket number follow the text. */
  ticketCheck?: boolean;
};

export type HelpSection = { title: string; topics: HelpTopic[] };

const topic = (
  slug: string,
  label: string,
  heading: string,
  refundRules?: LegTransportType,
): HelpTopic => ({ slug, label, heading, refundRules });

/** SPEC §2 help centre: its sections and topics, in the order the menu shows them. */
export const helpSections: HelpSection[] = [
  {
    title: 'О сервисе',
    topics: [
      topic('about', 'Что это такое', 'Что такое «Пересадка»'),
      topic('privacy', 'Конфиденциальность', 'Как мы обращаемся с вашими данными'),
      topic('terms', 'Условия использования', 'Условия использования сайта'),
      topic('offer', 'Публичная оферта', 'Публичная оферта: коротко о главном'),
      {
        ...topic('ticket-check', 'Проверка билета', 'Как проверить подлинность билета'),
        ticketCheck: true,
      },
    ],
  },
  {
    title: 'Личный кабинет',
    topics: [
      topic('account-register', 'Регистрация и вход', 'Регистрация и вход'),
      topic('account-trips', 'Мои поездки', 'Мои поездки'),
      topic('account-favorites', 'Избранное', 'Избранные маршруты'),
      topic('account-password', 'Смена пароля', 'Смена и восстановление пароля'),
      topic('account-email', 'Смена e-mail', 'Смена адреса электронной почты'),
      topic('account-delete', 'Удаление учётной записи', 'Удаление учётной записи'),
    ],
  },
  {
    title: 'Комбинированные маршруты',
    topics: [
      topic('combined-rules', 'Правила', 'Правила комбинированных маршрутов'),
      topic('combined-use', 'Как пользоваться', 'Как найти комбинированный маршрут'),
      topic('combined-transfers', 'Сколько пересадок', 'Пересадки: сколько и сколько времени'),
      topic('combined-buy', 'Покупка', 'Покупка билетов на комбинированный маршрут'),
      topic('combined-cannot-buy', 'Если не удаётся купить', 'Если билет на участок не купить'),
      topic('combined-refund', 'Возврат', 'Возврат билетов комбинированного маршрута'),
    ],
  },
  {
    title: 'Авиабилеты',
    topics: [
      topic('avia-rules', 'Правила', 'Правила перелёта'),
      topic('avia-buy', 'Покупка', 'Покупка авиабилета'),
      topic('avia-refund', 'Возврат', 'Возврат авиабилета', 'PLANE'),
    ],
  },
  {
    title: 'Ж/д билеты',
    topics: [
      topic('train-rules', 'Правила', 'Правила поездки на поезде'),
      topic('train-buy', 'Покупка', 'Покупка ж/д билета'),
      topic('train-refund', 'Возврат', 'Возврат ж/д билета', 'TRAIN'),
    ],
  },
  {
    title: 'Автобусные билеты',
    topics: [
      topic('bus-rules', 'Правила', 'Правила поездки на автобусе'),
      topic('bus-buy', 'Покупка', 'Покупка билета на автобус'),
      topic('bus-refund', 'Возврат', 'Возврат билета на автобус', 'BUS'),
    ],
  },
];

export const helpTopics: HelpTopic[] = helpSections.flatMap((s) => s.topics);

/** The help centre's front page, shown at /help before a topic is chosen. */
export const HELP_INDEX_SLUG = 'index';

/** Help texts are static files of the site (SPEC §7), served from apps/web/public. */
export const helpFileUrl = (slug: string): string =>
  `${import.meta.env.BASE_URL}content/help/${slug}.md`;

export const findTopic = (slug: string): HelpTopic | undefined =>
  helpTopics.find((t) => t.slug === slug.toLowerCase());
