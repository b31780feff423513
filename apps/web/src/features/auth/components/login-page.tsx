import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '@rentals/shared';
import { Button } from '../../../shared/ui/button';
import { AuthCard } from './auth-card';
import { GoogleSignIn } from './google-sign-in';
import { ChannelChoice, useChannel } from './channel-choice';
import { LoginEmailForm } from './login-email-form';
import { LoginPhoneForm } from './login-phone-form';
import { VerifyCodeForm } from './verify-code-form';

/**
 * /login: a phone number or an e-mail (phone first in Somali), then the code sent there;
 * Google sign-in when configured.
 */
export function LoginPage() {
  const location = useLocation();
  const [channel, setChannel] = useChannel();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
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
    <AuthCard
      title={t`Log in`}
      intro={
        channel === 'phone'
          ? t`Sign in with a code sent to your phone by SMS.`
          : t`Sign in with a code sent to your e-mail.`
      }
      footer={footer}
    >
      {sentTo === null ? (
        <>
          <ChannelChoice value={channel} onChange={setChannel} />
          {channel === 'phone' ? (
            <LoginPhoneForm
              initialPhone={phone}
              onSent={(number) => {
                setPhone(number);
                setSentTo(number);
              }}
            />
          ) : (
            <LoginEmailForm
              initialEmail={email}
              onSent={(address) => {
                setEmail(address);
                setSentTo(address);
              }}
            />
          )}
        </>
      ) : (
        <div className="space-y-3">
          <VerifyCodeForm
            email={sentTo}
            by={channel}
            submitLabel={t`Log in`}
            emptyMessage={messages.fillTheBlank}
          />
          <Button variant="ghost" className="w-full" onClick={() => setSentTo(null)}>
            {channel === 'phone' ? (
              <Trans>Use another number</Trans>
            ) : (
              <Trans>Use another e-mail</Trans>
            )}
          </Button>
        </div>
      )}
      <GoogleSignIn />
    </AuthCard>
  );
}
