import { CODE_TTL_MINUTES } from '@rentals/shared';
import type { MailMessage } from './mailer';

/** The sign-in code e-mail, in Somali and English like the interface. */
export function codeMail(to: string, code: string, purpose: 'login' | 'signup'): MailMessage {
  const action = purpose === 'signup' ? 'finish creating your account' : 'sign in';
  const text =
    `Koodhkaaga waa / Your code is: ${code}\n\n` +
    `Use it to ${action} on Mogadishu Rentals. It expires in ${CODE_TTL_MINUTES} minutes.\n` +
    `If you did not ask for it, ignore this e-mail.`;
  const html =
    `<p>Koodhkaaga waa / Your code is:</p><p style="font-size:28px;letter-spacing:6px"><b>${code}</b></p>` +
    `<p>Use it to ${action} on Mogadishu Rentals. It expires in ${CODE_TTL_MINUTES} minutes.</p>` +
    `<p>If you did not ask for it, ignore this e-mail.</p>`;
  return { to, subject: `${code} is your Mogadishu Rentals code`, text, html };
}
