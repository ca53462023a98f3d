import { hash, verify } from '@node-rs/argon2';
import { accountMessages } from '@peresadka/contracts/auth';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Argon2id at OWASP's recommended floor (19 MiB, 2 passes, 1 lane). The parameters are stored
 * in each hash, so raising them later still verifies the old ones.
 */
const ARGON2 = {
  // Algorithm.Argon2id: the package's const enum is out of reach with verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Unicode has several spellings of «й»; the same typed password must hash the same way. */
const normalized = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalized(password), ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalized(password));
  } catch {
    return false;
  }
}

/**
 * Verified against when the login names nobody, so an unknown login costs as much time as a
 * wrong password and timing tells nothing about which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash;
}

/** The zxcvbn-ts list of the most common passwords (about 50 000, from public breach data). */
const commonPasswords = new Set(dictionary['passwords-common']);

/** Russian keys typed on the Latin layout: «йцукен123» is «qwerty123» in disguise. */
const RU = 'йцукенгшщзхъфывапролджэячсмитьбю';
const EN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const toLatinKeys = (text: string) =>
  [...text].map((ch) => (RU.includes(ch) ? EN[RU.indexOf(ch)] : ch)).join('');

export function isCommonPassword(password: string): boolean {
  const lower = normalized(password).toLowerCase().replaceAll('ё', 'е');
  return commonPasswords.has(lower) || commonPasswords.has(toLatinKeys(lower));
}

/** The server's own rules on top of the form's length rules; null when the password will do. */
export function passwordProblem(
  password: string,
  account: { username: string; email: string },
): string | null {
  if (isCommonPassword(password)) return accountMessages.commonPassword;
  const lower = password.toLowerCase();
  const likeAccount = [account.username, account.email, account.email.split('@')[0] ?? '']
    .map((part) => part.toLowerCase())
    .some((part) => part !== '' && lower === part);
  return likeAccount ? accountMessages.passwordLikeAccount : null;
}
