import { messages } from '@rentals/shared';
import type { Deps } from '../../deps';
import { conflict } from '../../http/errors';
import { emailChangedMail } from '../../mail/templates';
import { enqueueMail } from '../../outbox/mail-queue';
import { findUserByEmail, updateUser, type UserRow } from '../users/repository';
import { promoteIfListed } from '../users/roles';
import { languageOf } from '../users/language';
import type { EmailChange } from '../users/service';
import { changeByCode } from './code-use';
import { sendCode } from './service';
import { endOtherSessions } from './sessions';

/*
 * An account's e-mail changes only once the code sent to the new address comes back (issue 15):
 * until then the old address stays in force and the new one is not reserved, so nobody can
 * take over another person's address, or its admin role, by typing it into their profile.
 */

/**
 * Step one (from the profile update): e-mails a code to the new address, with the sign-in
 * codes' limits. 'taken' when an account holds that address; nothing changes either way.
 */
export async function startEmailChange(
  deps: Deps,
  actor: UserRow,
  input: { email: string; ip: string },
): Promise<'sent' | 'taken'> {
  if (await findUserByEmail(deps.db, input.email)) return 'taken';
  await sendCode(deps, {
    email: input.email,
    purpose: 'email-change',
    userId: actor.id,
    ip: input.ip,
    mode: languageOf(actor),
  });
  return 'sent';
}

/**
 * Step two: the code makes its address the account's. In one transaction the code is used, the
 * address changes, a listed admin address (now proved) gives the role, and every other session
 * of the account ends, and the notice to the old address is queued; then the ended sessions'
 * tabs close. If
 * someone registered the address meanwhile, the change can no longer complete: 409 'email
 * already taken', and the code is spent.
 */
export async function confirmEmailChange(
  deps: Deps,
  actor: UserRow,
  input: { code: string; ip: string; sessionId: string },
): Promise<UserRow> {
  const changed = await changeByCode(
    deps,
    actor,
    { ...input, purpose: 'email-change' },
    {
      holder: findUserByEmail,
      taken: conflict(messages.emailTaken),
      async change(tx, email) {
        const user = await updateUser(tx, actor.id, { email });
        // The old address is told through the durable outbox, in this transaction: the notice
        // goes out (with retries) exactly when the change has happened. (An account made with
        // a phone number had none.)
        if (actor.email)
          await enqueueMail(
            tx,
            emailChangedMail({
              to: actor.email,
              name: actor.name,
              newEmail: email,
              mode: languageOf(actor),
            }),
          );
        return {
          user: await promoteIfListed(tx, deps.config, user!),
          endedSessions: await endOtherSessions(tx, actor.id, input.sessionId),
        };
      },
    },
  );
  deps.realtime.endSessions(changed.endedSessions);
  return changed.user;
}

/** The users routes' e-mail change (given by app.ts). */
export const emailChange: EmailChange = { start: startEmailChange, confirm: confirmEmailChange };
