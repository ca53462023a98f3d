/**
 * How logins and e-mails are compared: «Анна», «АННА» and «анна» are one login. Done here rather
 * than by the database's lower(), whose handling of Cyrillic depends on the server's locale.
 */
export const accountKey = (text: string): string => text.normalize('NFKC').toLowerCase();
