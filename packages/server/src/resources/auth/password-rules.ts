import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { msg, type Message } from '../../http/messages.ts';

let commonPasswords: Set<string> | undefined;

/**
 * The 49,233 most common passwords of @zxcvbn-ts/language-common (MIT; its `src/passwords.json`, lower case,
 * most frequent first), read once on first use and kept as a Set.
 */
function isCommonPassword(password: string): boolean {
  if (!commonPasswords) {
    const path = createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/src/passwords.json');
    commonPasswords = new Set(JSON.parse(readFileSync(path, 'utf8')) as string[]);
  }
  return commonPasswords.has(password.trim().toLowerCase());
}

/**
 * Beyond the length the contract checks: Django's numeric, common-password and similarity validators, simplified,
 * plus a single character repeated and nothing but whitespace.
 */
export function passwordProblems(password: string, username: string | undefined): Message[] {
  const problems: Message[] = [];
  if (password.trim() === '') problems.push(msg('password_blank'));
  else if (/^(.)\1*$/su.test(password)) problems.push(msg('password_one_character'));
  else if (/^\d+$/.test(password)) problems.push(msg('password_numeric'));
  if (isCommonPassword(password)) problems.push(msg('password_too_common'));
  if (username) {
    const p = password.toLowerCase();
    const u = username.toLowerCase();
    if (p === u || (u.length >= 4 && p.includes(u))) problems.push(msg('password_like_username'));
  }
  return problems;
}
