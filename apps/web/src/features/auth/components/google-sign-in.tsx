import { useLingui } from '@lingui/react';
import { messageText } from '../../../shared/i18n/message-text';
import { useEffect, useEffectEvent, useRef } from 'react';
import { toast } from '../../../shared/ui/toast';
import { messages } from '@rentals/shared';
import { getGoogleClientId } from '../../../shared/api/config';
import { loadScript } from '../../../shared/lib/load-script';
import { Spinner } from '../../../shared/ui/spinner';
import { useGoogleLogin } from '../api/google-login';
import { OrDivider } from './auth-card';
import { GOOGLE_SCRIPT_SRC } from './google-identity';
import { useFinishSignIn } from './use-finish-sign-in';

/** Google's button, only when the server configured a client id (no script is loaded otherwise). */
export function GoogleSignIn() {
  const clientId = getGoogleClientId();
  if (!clientId) return null;
  return (
    <>
      <OrDivider />
      <GoogleButton clientId={clientId} />
    </>
  );
}

function GoogleButton({ clientId }: { clientId: string }) {
  const container = useRef<HTMLDivElement>(null);
  const googleLogin = useGoogleLogin();
  const finishSignIn = useFinishSignIn();
  const { i18n } = useLingui();

  const onCredential = useEffectEvent((jwtToken: string) => {
    googleLogin.mutate(
      { client_id: clientId, jwtToken },
      {
        onSuccess: finishSignIn,
        onError: () => toast.error(messageText(i18n, messages.googleFailed)),
      },
    );
  });

  useEffect(() => {
    let cancelled = false;
    loadScript(GOOGLE_SCRIPT_SRC)
      .then(() => {
        const gsi = window.google?.accounts.id;
        const parent = container.current;
        if (cancelled || !gsi || !parent) return;
        gsi.initialize({ client_id: clientId, callback: (res) => onCredential(res.credential) });
        const width = Math.min(parent.clientWidth || 320, 400);
        gsi.renderButton(parent, { theme: 'outline', size: 'large', shape: 'pill', width });
      })
      .catch(() => {
        // Without Google's script the e-mail sign-in still works; nothing to show.
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <div className="flex flex-col items-center gap-3">
      <div ref={container} className="flex min-h-11 w-full justify-center" />
      {googleLogin.isPending && <Spinner size={25} className="text-brand-700" />}
    </div>
  );
}
