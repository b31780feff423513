import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { CODE_LENGTH, parsePhone } from '@rentals/shared';
import { useUser } from '../../../shared/session/user';
import { CodeField } from '../../../shared/forms/code-field';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
import { toast } from '../../../shared/ui/toast';
import {
  phoneErrorMessage,
  useChooseSmsAlerts,
  useConfirmPhoneChange,
  useStartPhoneChange,
} from '../api/phone';

/**
 * The profile's phone (issue 34): add or change the number, proved by a code sent to it by
 * SMS, and choose whether alerts also come by SMS.
 */
export function PhoneSection() {
  const { user } = useUser();
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const start = useStartPhoneChange();
  const confirm = useConfirmPhoneChange();
  const alerts = useChooseSmsAlerts();
  const length = CODE_LENGTH;

  const refuse = (message: string) => {
    setError(message);
    toast.error(message);
  };
  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parsePhone(typed, 'any');
    if (!parsed.ok) return refuse(t`Enter a mobile number, such as 061 5123456.`);
    start.mutate(parsed.e164, {
      onSuccess: (answer) => {
        if (answer === 'taken') return refuse(t`This number belongs to another account.`);
        setSentTo(parsed.e164);
        setError(undefined);
      },
      onError: (err) => refuse(phoneErrorMessage(err)),
    });
  };
  const confirmCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim().length !== CODE_LENGTH) return refuse(t`Enter the ${length}-digit code`);
    confirm.mutate(code.trim(), {
      onSuccess: () => {
        setSentTo(null);
        setTyped('');
        setCode('');
        setError(undefined);
        toast.success(t`Your phone number is saved.`);
      },
      onError: (err) => refuse(phoneErrorMessage(err)),
    });
  };

  return (
    <section aria-labelledby="phone-heading" className="mt-10 space-y-4 border-t pt-6">
      <h2 id="phone-heading" className="text-lg font-semibold text-stone-900">
        <Trans>Phone and SMS</Trans>
      </h2>
      <p className="text-stone-700">
        {user.phone ? (
          <Trans>
            Your number: <strong>{user.phone}</strong>
          </Trans>
        ) : (
          <Trans>Add your mobile number to sign in with it and get alerts by SMS.</Trans>
        )}
      </p>
      {sentTo === null ? (
        <form onSubmit={sendCode} noValidate className="space-y-3">
          <TextField
            label={user.phone ? t`New phone number` : t`Phone number`}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" variant="secondary" loading={start.isPending}>
            <Trans>Send code by SMS</Trans>
          </Button>
        </form>
      ) : (
        <form onSubmit={confirmCode} noValidate className="space-y-3">
          <CodeField
            label={t`Code from the SMS`}
            value={code}
            onChange={(typed) => {
              setCode(typed);
              setError(undefined);
            }}
            hint={t`We sent a ${length}-digit code to ${sentTo}.`}
            error={error}
          />
          <Button type="submit" loading={confirm.isPending}>
            <Trans>Confirm number</Trans>
          </Button>
        </form>
      )}
      <label className="flex min-h-11 items-center gap-3 text-stone-800">
        <input
          type="checkbox"
          className="size-5"
          checked={user.sms_alerts}
          disabled={!user.phone || alerts.isPending}
          onChange={(event) =>
            alerts.mutate(event.target.checked, {
              onError: (err) => toast.error(phoneErrorMessage(err)),
            })
          }
        />
        <Trans>Send my alerts by SMS too (requests, answers, expiries)</Trans>
      </label>
    </section>
  );
}
