import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '@rentals/shared';
import { Button } from '../../../shared/ui/button';
import { AuthCard } from './auth-card';
import { GoogleSignIn } from './google-sign-in';
import { LoginEmailForm } from './login-email-form';
import { VerifyCodeForm } from './verify-code-form';

/** /login: e-mail, then the e-mailed code; Google sign-in when configured. */
export function LoginPage() {
  const location = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const { t } = useLingui();

  const footer = (
    <>
      <Trans>
        New here?{' '}
        <Link
          to="/signup"
          state={location.state}
          className="font-semibold text-brand-800 underline"
        >
          Register
        </Link>
      </Trans>
    </>
  );

  return (
    <AuthCard title={t`Log in`} intro={t`Sign in with a code sent to your e-mail.`} footer={footer}>
      {sentTo === null ? (
        <LoginEmailForm
          initialEmail={email}
          onSent={(address) => {
            setEmail(address);
            setSentTo(address);
          }}
        />
      ) : (
        <div className="space-y-3">
          <VerifyCodeForm
            email={sentTo}
            submitLabel={t`Log in`}
            emptyMessage={messages.fillTheBlank}
          />
          <Button variant="ghost" className="w-full" onClick={() => setSentTo(null)}>
            <Trans>Use another e-mail</Trans>
          </Button>
        </div>
      )}
      <GoogleSignIn />
    </AuthCard>
  );
}
