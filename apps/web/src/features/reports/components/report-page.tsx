import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_REPORT_TYPE,
  messages,
  REPORT_SPINNER_SIZE,
  REPORT_TYPES,
  type ReportType,
} from '@rentals/shared';
import { messageText } from '../../../shared/i18n/message-text';
import { isSignedIn, useUser } from '../../../shared/session/user';
import { Button } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { useAddReport } from '../api/add-report';
import { TextAreaField } from '../../../shared/forms/text-area-field';
import { LabelledSelect } from '../../../shared/ui/field';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';

/** The report types' names; the spec's are Somali (the shared package's REPORT_TYPES). */
const TYPE_TEXTS: Record<ReportType, MessageDescriptor> = {
  Cilad: msg`Cilad`,
  House: msg`Cabasho`,
  Office: msg`Dalbasho`,
};

/**
 * /report (spec 1 sections 2, 4, 5): a fault (Cilad), complaint (Cabasho) or request
 * (Dalbasho) with a description. Idle, then submitting (Gudbi disabled with a spinner); success
 * goes home, a failure says 'server error' and lets the person try again.
 */
export function ReportPage() {
  const { user } = useUser();
  const navigate = useNavigate();
  const [type, setType] = useState<ReportType>(DEFAULT_REPORT_TYPE);
  const [description, setDescription] = useState('');
  const report = useAddReport();
  const { form, report: reportProblem, scope } = useFormProblem();
  const { t, i18n } = useLingui();
  const choices = REPORT_TYPES.map((choice) => ({
    value: choice.value,
    label: i18n._(TYPE_TEXTS[choice.value]),
  }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!type || !description.trim()) {
      toast.warn(messageText(i18n, messages.fillTheForm));
      reportProblem(messages.fillTheForm);
      return;
    }
    if (!isSignedIn(user)) return;
    report.mutate(
      { from: user._id, description: description.trim(), type },
      {
        onSuccess: () => {
          toast.success(messageText(i18n, messages.reportSubmitted));
          void navigate('/');
        },
        onError: () => toast.error(messageText(i18n, messages.serverError)),
      },
    );
  };

  return (
    <Page title={t`Warbixin`} width="narrow">
      <p className="-mt-3 mb-6 text-stone-600">
        <Trans>Noo sheeg cilad, cabasho ama dalbasho. Kooxdayadu way akhrin doontaa.</Trans>
      </p>
      <FormProblemScope scope={scope}>
        <form ref={form} onSubmit={submit} noValidate className="space-y-5">
          <LabelledSelect
            label={t`Nooca`}
            name="type"
            choices={choices}
            value={type}
            onChange={(event) => setType(event.target.value as ReportType)}
          />
          <TextAreaField
            label={t`Faahfaahin`}
            name="description"
            rows={6}
            required
            value={description}
            placeholder={t`Qor faahfaahinta halkan...`}
            onChange={(event) => setDescription(event.target.value)}
          />
          <Button
            type="submit"
            className="w-full sm:w-auto sm:min-w-40"
            loading={report.isPending}
            spinnerSize={REPORT_SPINNER_SIZE}
          >
            <Trans>Gudbi</Trans>
          </Button>
        </form>
      </FormProblemScope>
    </Page>
  );
}
