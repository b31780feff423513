import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
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
import { isSignedIn, useUser } from '../../../shared/session/user';
import { Button } from '../../../shared/ui/button';
import { SelectField, TextField } from '../../../shared/ui/field';
import { Page } from '../../../shared/ui/page';
import { useAddPropertyRequest } from '../api/add-property-request';
import {
  isRequestKind,
  REQUEST_KIND_CONTENT,
  SERVICE_HINTS,
  type RequestKind,
} from './request-kinds';
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!description.trim() || !service) {
      toast.warn(messages.pleaseTheFill);
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
          toast.success(messages.success);
          void navigate('/');
        },
        onError: toastApiError,
      },
    );
  };

  return (
    <Page title={REQUEST_KIND_CONTENT[kind].title} width="narrow">
      <p className="-mt-3 mb-6 text-stone-600">{REQUEST_KIND_CONTENT[kind].text}</p>
      <FormProblemScope scope={scope}>
        <form ref={form} onSubmit={submit} noValidate className="space-y-5">
          <SelectField
            label="Region"
            name="region"
            options={REQUEST_REGIONS}
            value={region}
            onChange={(event) => setRegion(event.target.value as Region)}
          />
          <TextField
            label="District"
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
            <SelectField
              label="Customer type"
              name="customer_type"
              options={CUSTOMER_TYPES}
              value={customerType}
              onChange={(event) => setCustomerType(event.target.value as CustomerType)}
            />
            <SelectField
              label="Property type"
              name="property_type"
              options={NEW_PROPERTY_CHOICES}
              value={propertyType}
              onChange={(event) => setPropertyType(event.target.value)}
            />
          </div>
          <fieldset>
            <legend className="mb-1 block text-sm font-medium text-stone-700">Service</legend>
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
                  <span className="text-sm font-semibold text-stone-900">{option}</span>
                  <span className="text-xs text-stone-500">{SERVICE_HINTS[option]}</span>
                </label>
              ))}
            </div>
            <FieldProblemText name="service" />
          </fieldset>
          <TextAreaField
            label="Description"
            name="description"
            required
            value={description}
            placeholder="Rooms, budget, when you need it..."
            onChange={(event) => setDescription(event.target.value)}
          />
          <Button
            type="submit"
            className="w-full sm:w-auto sm:min-w-40"
            loading={addRequest.isPending}
          >
            Post request
          </Button>
        </form>
      </FormProblemScope>
    </Page>
  );
}
