import { Trans, useLingui } from '@lingui/react/macro';
import { messageText } from '../../../shared/i18n/message-text';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { messages } from '@rentals/shared';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
import { signUpErrorMessage, useSignUp } from '../api/sign-up';
import { AuthCard } from './auth-card';
import { ChannelChoice, useChannel } from './channel-choice';
import { EmailField } from './email-field';
import { PhoneField, typedPhone } from './phone-field';
import { GoogleSignIn } from './google-sign-in';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { VerifyCodeForm } from './verify-code-form';

/**
 * /signup: name and a phone number or an e-mail (phone first in Somali), then the code field
 * opens; Continue verifies the code.
 */
export function SignUpPage() {
  const location = useLocation();
  const [channel, setChannel] = useChannel();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, report, scope } = useFormProblem();
  const signUp = useSignUp();
  const { t, i18n } = useLingui();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = channel === 'phone' ? phone.trim() : email.trim();
    if (!name.trim() || !address) {
      const empty = messageText(i18n, messages.fillEmptyFields);
      toast.warn(empty);
      report(empty);
      return;
    }
    const number = channel === 'phone' ? typedPhone(address) : null;
    if (channel === 'phone' && !number) {
      const bad = t`Enter a mobile number, such as 061 5123456.`;
      toast.warn(bad);
      report(bad, 'phone');
      return;
    }
    const body = number
      ? { name: name.trim(), phone: number }
      : { name: name.trim(), email: address };
    signUp.mutate(body, {
      onSuccess: () => setSentTo(number ?? address),
      onError: (err) => {
        toast.error(signUpErrorMessage(err));
        report(signUpErrorMessage(err), channel);
      },
    });
  };

  const footer = (
    <>
      <Trans>
        Already have an account?{' '}
        <Link to="/login" state={location.state} className="font-semibold text-brand-800 underline">
          Log in
        </Link>
      </Trans>
    </>
  );

  return (
    <AuthCard
      title={t`Sign up`}
      intro={
        channel === 'phone'
          ? t`Create your account with your name and phone number.`
          : t`Create your account with your name and e-mail.`
      }
      footer={footer}
    >
      <ChannelChoice
        value={channel}
        onChange={(next) => {
          setChannel(next);
          setSentTo(null);
        }}
      />
      <FormProblemScope scope={scope}>
        <form ref={form} onSubmit={submit} noValidate className="space-y-4">
          <TextField
            label={t`Name`}
            name="name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
          />
          {channel === 'phone' ? (
            <PhoneField value={phone} onChange={setPhone} required />
          ) : (
            <EmailField value={email} onChange={setEmail} required />
          )}
          <Button type="submit" variant="secondary" className="w-full" loading={signUp.isPending}>
            {sentTo === null ? t`Send code` : t`Send a new code`}
          </Button>
        </form>
      </FormProblemScope>
      <div className="mt-6 border-t border-stone-200 pt-6">
        <VerifyCodeForm
          email={sentTo ?? (channel === 'phone' ? phone : email)}
          by={channel}
          type="signup"
          disabled={sentTo === null}
          submitLabel={t`Continue`}
          emptyMessage={messages.fillEmptyFields}
        />
      </div>
      <GoogleSignIn />
    </AuthCard>
  );
}
