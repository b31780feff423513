import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import {
  DEFAULT_REPORT_TYPE,
  messages,
  REPORT_SPINNER_SIZE,
  REPORT_TYPES,
  type ReportType,
} from '@rentals/shared';
import { isSignedIn, useUser } from '../../../shared/session/user';
import { Button } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { useAddReport } from '../api/add-report';
import { TextAreaField } from '../../../shared/forms/text-area-field';
import { ChoiceSelect } from './form-controls';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';

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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!type || !description.trim()) {
      toast.warn(messages.fillTheForm);
      reportProblem(messages.fillTheForm);
      return;
    }
    if (!isSignedIn(user)) return;
    report.mutate(
      { from: user._id, description: description.trim(), type },
      {
        onSuccess: () => {
          toast.success(messages.reportSubmitted);
          void navigate('/');
        },
        onError: () => toast.error(messages.serverError),
      },
    );
  };

  return (
    <Page title="Warbixin" width="narrow">
      <p className="-mt-3 mb-6 text-stone-600">
        Noo sheeg cilad, cabasho ama dalbasho. Kooxdayadu way akhrin doontaa.
      </p>
      <FormProblemScope scope={scope}>
        <form ref={form} onSubmit={submit} noValidate className="space-y-5">
          <ChoiceSelect
            label="Nooca"
            name="type"
            choices={REPORT_TYPES}
            value={type}
            onChange={(event) => setType(event.target.value as ReportType)}
          />
          <TextAreaField
            label="Faahfaahin"
            name="description"
            rows={6}
            required
            value={description}
            placeholder="Qor faahfaahinta halkan..."
            onChange={(event) => setDescription(event.target.value)}
          />
          <Button
            type="submit"
            className="w-full sm:w-auto sm:min-w-40"
            loading={report.isPending}
            spinnerSize={REPORT_SPINNER_SIZE}
          >
            Gudbi
          </Button>
        </form>
      </FormProblemScope>
    </Page>
  );
}
