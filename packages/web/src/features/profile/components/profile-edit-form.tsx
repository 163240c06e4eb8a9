import { PostalCodeField, ProvinceSelect } from '@/components/ui/address-fields';
import { formatPostalCode } from '@wellpath/shared/user/postal-code';
import { profileUpdateSchema } from '@wellpath/shared/user/schemas';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { StatusMessage } from '@/components/ui/status-message';
import { isApiError } from '@/lib/api-client';
import { latestBirthDateForAge } from '@/lib/dates';
import type { ProfileData } from '../api/get-profile';
import { useProvincesQuery } from '../api/get-provinces';
import { useUpdateProfileMutation, type ProfileUpdatePayload } from '../api/update-profile';

interface EditForm {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
}

type FieldKey = keyof EditForm;
const FIELD_ORDER: FieldKey[] = ['firstName', 'lastName', 'dateOfBirth', 'street', 'city', 'province', 'postalCode'];

function formFrom(profile: ProfileData): EditForm {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    street: profile.street ?? profile.address?.street ?? '',
    city: profile.city ?? profile.address?.city ?? '',
    province: profile.province ?? profile.address?.province ?? '',
    postalCode: formatPostalCode(profile.postalCode ?? profile.address?.postalCode ?? ''),
  };
}

function toPayload(form: EditForm): ProfileUpdatePayload {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    dateOfBirth: form.dateOfBirth,
    address: form.street.trim(),
    city: form.city.trim(),
    province: form.province,
    postalCode: form.postalCode,
  };
}

/** Field errors from the shared profile schema (§5: street and city are required here), first message per field. */
export function profileFieldErrors(payload: ProfileUpdatePayload): Partial<Record<FieldKey, string>> {
  const result = profileUpdateSchema.safeParse(payload);
  if (result.success) return {};
  const errors: Partial<Record<FieldKey, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (FIELD_ORDER as string[]).includes(key) && !errors[key as FieldKey])
      errors[key as FieldKey] = issue.message;
  }
  return errors;
}

interface ProfileEditFormProps {
  profile: ProfileData;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** The profile edit view (§2, §5): e-mail read-only, the rest validated with the shared schema before it is sent. */
export function ProfileEditForm({ profile, onSaved, onCancel }: ProfileEditFormProps) {
  const [form, setForm] = useState<EditForm>(() => formFrom(profile));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const [failure, setFailure] = useState<string[] | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const update = useUpdateProfileMutation();
  const { provinces, isLoading: provincesLoading } = useProvincesQuery();
  const maxBirthDate = useMemo(() => latestBirthDateForAge(), []);

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('[name="firstName"]')?.focus();
  }, []);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  function setField(key: FieldKey) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = key === 'postalCode' ? formatPostalCode(event.target.value) : event.target.value;
      setForm((f) => ({ ...f, [key]: value }));
      if (fieldErrors[key]) setFieldErrors((errors) => ({ ...errors, [key]: undefined }));
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = toPayload(form);
    const errors = profileFieldErrors(payload);
    setFieldErrors(errors);
    const firstInvalid = FIELD_ORDER.find((key) => errors[key]);
    if (firstInvalid) {
      setFailure(null);
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setFailure(null);
    update.mutate(payload, {
      onSuccess: () => onSaved('Profile updated successfully'),
      onError: (error) => {
        const serverErrors = isApiError(error) ? error.errors : [];
        setFailure(serverErrors.length > 0 ? serverErrors : ['Update failed']);
      },
    });
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-6">
      {failure && (
        <StatusMessage ref={failureRef} type="error">
          {failure.length > 1 ? (
            <ul className="list-disc space-y-1 pl-4">
              {failure.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : (
            <p>{failure[0]}</p>
          )}
        </StatusMessage>
      )}

      <fieldset disabled={update.isPending} className="space-y-5">
        <legend className="sr-only">About you</legend>
        <TextField
          label="Email"
          type="email"
          name="email"
          value={profile.email ?? ''}
          readOnly
          hint="Your e-mail address is your login and cannot be changed here."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            required
            value={form.firstName}
            onChange={setField('firstName')}
            error={fieldErrors.firstName}
          />
          <TextField
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            required
            value={form.lastName}
            onChange={setField('lastName')}
            error={fieldErrors.lastName}
          />
        </div>
        <TextField
          label="Date of Birth"
          type="date"
          name="dateOfBirth"
          autoComplete="bday"
          required
          max={maxBirthDate}
          value={form.dateOfBirth}
          onChange={setField('dateOfBirth')}
          error={fieldErrors.dateOfBirth}
          className="sm:max-w-xs"
        />
      </fieldset>

      <fieldset disabled={update.isPending} className="space-y-5">
        <legend className="text-base font-semibold text-slate-900">Address</legend>
        <TextField
          label="Street Address"
          name="street"
          autoComplete="street-address"
          required
          value={form.street}
          onChange={setField('street')}
          error={fieldErrors.street}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label="City"
            name="city"
            autoComplete="address-level2"
            required
            value={form.city}
            onChange={setField('city')}
            error={fieldErrors.city}
          />
          <ProvinceSelect
            provinces={provinces}
            loading={provincesLoading}
            value={form.province}
            onChange={setField('province')}
            error={fieldErrors.province}
          />
          <PostalCodeField value={form.postalCode} onChange={setField('postalCode')} error={fieldErrors.postalCode} />
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending} disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
