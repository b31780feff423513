import { Trans, useLingui } from '@lingui/react/macro';
import { messageText } from '../../../shared/i18n/message-text';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { DISTRICTS, messages } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { compressImage } from '../../../shared/lib/compress-image';
import { useUser } from '../../../shared/session/user';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { SelectField, TextField } from '../../../shared/ui/field';
import { Page } from '../../../shared/ui/page';
import { useUpdateProfile } from '../api/update-profile';
import { EmailCodeForm } from './email-code-form';
import { PhoneSection } from './phone-section';
import { PictureField } from './picture-field';
import { profileChanges, profileFormOf, type ProfileForm } from './profile-changes';
import { ContactField } from '../../../shared/forms/contact-field';

const ACCOUNT_PATH = '/myaccount';

/**
 * /edit-profile: name, e-mail, contact, district and picture; no change just goes back. A new
 * e-mail then asks for the code sent to it, and becomes the account's once that is entered.
 */
export function EditProfilePage() {
  const { user } = useUser();
  const navigate = useNavigate();
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(user));
  const [pendingEmail, setPendingEmail] = useState<string | undefined>(undefined);
  const [picture, setPicture] = useState<File | undefined>(undefined);
  const [compressing, setCompressing] = useState(false);
  const update = useUpdateProfile();
  const { t, i18n } = useLingui();
  const set = (key: keyof ProfileForm) => (value: string) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = profileChanges(user, form);
    if (Object.keys(values).length === 0 && !picture) {
      void navigate(ACCOUNT_PATH);
      return;
    }
    let file: File | undefined;
    if (picture) {
      setCompressing(true);
      try {
        file = await compressImage(picture);
      } catch {
        toast.error(messageText(i18n, messages.imageProcessingError));
        return;
      } finally {
        setCompressing(false);
      }
    }
    update.mutate(
      { userId: user._id, values, picture: file },
      {
        onSuccess: ({ result, pendingEmail: sentTo }) => {
          if (result === 'taken') {
            toast.error(messageText(i18n, messages.emailTaken));
            return;
          }
          if (sentTo) {
            setPendingEmail(sentTo);
            return;
          }
          toast.success(messageText(i18n, messages.successCapital));
          void navigate(ACCOUNT_PATH);
        },
        onError: toastApiError,
      },
    );
  };

  if (pendingEmail) {
    return (
      <Page title={t`Edit profile`} width="narrow">
        <EmailCodeForm
          email={pendingEmail}
          backTo={ACCOUNT_PATH}
          onConfirmed={(confirmed) => {
            const address = confirmed.email;
            toast.success(t`Your e-mail address is now ${address}`);
            void navigate(ACCOUNT_PATH);
          }}
        />
      </Page>
    );
  }

  return (
    <Page title={t`Edit profile`} width="narrow">
      <form onSubmit={submit} noValidate className="space-y-5">
        <PictureField name={form.name} current={user.picture} onChange={setPicture} />
        <TextField
          label={t`Name`}
          name="name"
          value={form.name}
          autoComplete="name"
          onChange={(event) => set('name')(event.target.value)}
        />
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          value={form.email}
          autoComplete="email"
          onChange={(event) => set('email')(event.target.value)}
        />
        <ContactField value={form.contact} onChange={set('contact')} />
        <SelectField
          label={t`District`}
          name="district"
          options={DISTRICTS}
          value={form.district}
          placeholder={user.district ? undefined : '—'}
          onChange={(event) => set('district')(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Link to={ACCOUNT_PATH} className={buttonClasses('secondary')}>
            <Trans>Cancel</Trans>
          </Link>
          <Button type="submit" loading={compressing || update.isPending}>
            <Trans>Save changes</Trans>
          </Button>
        </div>
      </form>
      <PhoneSection />
    </Page>
  );
}
