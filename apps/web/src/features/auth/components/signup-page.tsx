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
import { EmailField } from './email-field';
import { GoogleSignIn } from './google-sign-in';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { VerifyCodeForm } from './verify-code-form';

/** /signup: name and e-mail, then the code field opens; Continue verifies the code. */
export function SignUpPage() {
  const location = useLocation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, report, scope } = useFormProblem();
  const signUp = useSignUp();
  const { t, i18n } = useLingui();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { name: name.trim(), email: email.trim() };
    if (!body.name || !body.email) {
      const empty = messageText(i18n, messages.fillEmptyFields);
      toast.warn(empty);
      report(empty);
      return;
    }
    signUp.mutate(body, {
      onSuccess: () => setSentTo(body.email),
      onError: (err) => {
        toast.error(signUpErrorMessage(err));
        report(signUpErrorMessage(err), 'email');
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
      intro={t`Create your account with your name and e-mail.`}
      footer={footer}
    >
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
          <EmailField value={email} onChange={setEmail} required />
          <Button type="submit" variant="secondary" className="w-full" loading={signUp.isPending}>
            {sentTo === null ? t`Send code` : t`Send a new code`}
          </Button>
        </form>
      </FormProblemScope>
      <div className="mt-6 border-t border-stone-200 pt-6">
        <VerifyCodeForm
          email={sentTo ?? email}
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
