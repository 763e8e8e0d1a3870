import { msg, type Message } from '../../http/messages.ts';

/** Beyond the length the contract checks: Django's numeric and similarity validators, simplified. */
export function passwordProblems(password: string, username: string | undefined): Message[] {
  const problems: Message[] = [];
  if (/^\d+$/.test(password)) problems.push(msg('password_numeric'));
  if (username) {
    const p = password.toLowerCase();
    const u = username.toLowerCase();
    if (p === u || (u.length >= 4 && p.includes(u))) problems.push(msg('password_like_username'));
  }
  return problems;
}
