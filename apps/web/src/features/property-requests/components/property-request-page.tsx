import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CUSTOMER_TYPES,
  DISTRICTS,
  messages,
  NEW_PROPERTY_CHOICES,
  REQUEST_REGIONS,
  SERVICE_OPTIONS,
  type CustomerType,
  type ServiceOption,
} from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { typeLabelIn } from '../../../shared/i18n/labels';
import { messageText } from '../../../shared/i18n/message-text';
import { isSignedIn, useUser } from '../../../shared/session/user';
import { Button } from '../../../shared/ui/button';
import { SelectField, TextField } from '../../../shared/ui/field';
import { Page } from '../../../shared/ui/page';
import { useAddPropertyRequest } from '../api/add-property-request';
import {
  isRequestKind,
  REQUEST_KIND_CONTENT,
  CUSTOMER_TYPE_NAMES,
  SERVICE_HINTS,
  SERVICE_NAMES,
  type RequestKind,
} from './request-kinds';
import { LabelledSelect } from '../../../shared/forms/labelled-select';
import { TextAreaField } from '../../../shared/forms/text-area-field';
import {
  FieldProblemText,
  FormProblemScope,
  useFormProblem,
} from '../../../shared/forms/form-problem';

type Region = (typeof REQUEST_REGIONS)[number];

/** /property-request/{customer|owner}; any other type goes back to the chooser. */
export function PropertyRequestPage() {
  const { type } = useParams();
  if (!isRequestKind(type)) return <Navigate to="/property-request" replace />;
  return <PropertyRequestForm key={type} kind={type} />;
}

/** The request form: description and service are required ('PLease the fill'). */
function PropertyRequestForm({ kind }: { kind: RequestKind }) {
  const { user } = useUser();
  const navigate = useNavigate();
  const districtsId = useId();
  const [region, setRegion] = useState<Region>(REQUEST_REGIONS[0]);
  const [district, setDistrict] = useState('');
  const [customerType, setCustomerType] = useState<CustomerType>(
    REQUEST_KIND_CONTENT[kind].customerType,
  );
  const [propertyType, setPropertyType] = useState<string>(NEW_PROPERTY_CHOICES[0]);
  const [service, setService] = useState<ServiceOption | ''>('');
  const [description, setDescription] = useState('');
  const addRequest = useAddPropertyRequest();
  const { form, report: reportProblem, scope } = useFormProblem();
  const { t, i18n } = useLingui();
  const customerTypes = CUSTOMER_TYPES.map((value) => ({
    value,
    label: i18n._(CUSTOMER_TYPE_NAMES[value]),
  }));
  const propertyTypes = NEW_PROPERTY_CHOICES.map((value) => ({
    value,
    label: value === 'Any' ? t`Any` : typeLabelIn(i18n, value),
  }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!description.trim() || !service) {
      toast.warn(messageText(i18n, messages.pleaseTheFill));
      reportProblem(messages.pleaseTheFill);
      return;
    }
    if (!isSignedIn(user)) return;
    addRequest.mutate(
      {
        request: {
          region,
          district: district.trim(),
          customer_type: customerType,
          property_type: propertyType,
          service,
          description: description.trim(),
          customer: user._id,
        },
      },
      {
        onSuccess: () => {
          toast.success(messageText(i18n, messages.success));
          void navigate('/');
        },
        onError: toastApiError,
      },
    );
  };

  return (
    <Page title={i18n._(REQUEST_KIND_CONTENT[kind].title)} width="narrow">
      <p className="-mt-3 mb-6 text-stone-600">{i18n._(REQUEST_KIND_CONTENT[kind].text)}</p>
      <FormProblemScope scope={scope}>
        <form ref={form} onSubmit={submit} noValidate className="space-y-5">
          <SelectField
            label={t`Region`}
            name="region"
            options={REQUEST_REGIONS}
            value={region}
            onChange={(event) => setRegion(event.target.value as Region)}
          />
          <TextField
            label={t`District`}
            name="district"
            value={district}
            list={region === 'Mogadishu' ? districtsId : undefined}
            autoComplete="off"
            onChange={(event) => setDistrict(event.target.value)}
          />
          <datalist id={districtsId}>
            {DISTRICTS.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <div className="grid gap-5 sm:grid-cols-2">
            <LabelledSelect
              label={t`Customer type`}
              name="customer_type"
              choices={customerTypes}
              value={customerType}
              onChange={(event) => setCustomerType(event.target.value as CustomerType)}
            />
            <LabelledSelect
              label={t`Property type`}
              name="property_type"
              choices={propertyTypes}
              value={propertyType}
              onChange={(event) => setPropertyType(event.target.value)}
            />
          </div>
          <fieldset>
            <legend className="mb-1 block text-sm font-medium text-stone-700">
              <Trans>Service</Trans>
            </legend>
            <div className="grid grid-cols-3 gap-2">
              {SERVICE_OPTIONS.map((option) => (
                <label
                  key={option}
                  className="flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border border-stone-300 bg-white px-2 py-1 text-center has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    name="service"
                    required
                    value={option}
                    checked={service === option}
                    onChange={() => setService(option)}
                    className="sr-only"
                  />
                  <span className="text-sm font-semibold text-stone-900">
                    {i18n._(SERVICE_NAMES[option])}
                  </span>
                  <span className="text-xs text-stone-500">{i18n._(SERVICE_HINTS[option])}</span>
                </label>
              ))}
            </div>
            <FieldProblemText name="service" />
          </fieldset>
          <TextAreaField
            label={t`Description`}
            name="description"
            required
            value={description}
            placeholder={t`Rooms, budget, when you need it...`}
            onChange={(event) => setDescription(event.target.value)}
          />
          <Button
            type="submit"
            className="w-full sm:w-auto sm:min-w-40"
            loading={addRequest.isPending}
          >
            <Trans>Post request</Trans>
          </Button>
        </form>
      </FormProblemScope>
    </Page>
  );
}
