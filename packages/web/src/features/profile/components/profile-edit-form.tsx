import { formatPostalCode } from '@wellpath/shared/user/postal-code';
import { MESSAGES, profileFieldsSchema, type Profile } from '@wellpath/shared/user/schemas';
import { useEffect, useMemo, useState } from 'react';
import { useUpdateProfileMutation } from '@/api/profile';
import { useProvincesQuery } from '@/api/provinces';
import { PostalCodeField, ProvinceSelect } from '@/components/ui/address-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { latestBirthDateForAge } from '@/lib/dates';
import { failedSubmit, useZodForm } from '@/lib/forms';

interface ProfileEditFormProps {
  profile: Profile;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** The profile edit view (§2, §5): e-mail read-only, the rest validated with the shared schema (street and city required here) before it is sent. */
export function ProfileEditForm({ profile, onSaved, onCancel }: ProfileEditFormProps) {
  const form = useZodForm(profileFieldsSchema, {
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      dateOfBirth: profile.dateOfBirth,
      street: profile.street,
      city: profile.city,
      province: profile.province,
      postalCode: formatPostalCode(profile.postalCode),
    },
  });
  const errors = form.formState.errors;
  const [failure, setFailure] = useState<FormOutcome | null>(null);
  const update = useUpdateProfileMutation();
  const { provinces, isLoading: provincesLoading } = useProvincesQuery();
  const maxBirthDate = useMemo(() => latestBirthDateForAge(), []);

  const { setFocus } = form;
  useEffect(() => setFocus('firstName'), [setFocus]);

  const onSubmit = form.handleSubmit(
    (v) => {
      setFailure(null);
      // §7: the address travels flat, `address` being the street line.
      const body = {
        firstName: v.firstName,
        lastName: v.lastName,
        dateOfBirth: v.dateOfBirth,
        address: v.street,
        city: v.city,
        province: v.province,
        postalCode: v.postalCode,
      };
      update.mutate(body, {
        onSuccess: () => onSaved(MESSAGES.profileUpdated),
        onError: (error) => setFailure(failedSubmit(error, 'Update failed')),
      });
    },
    () => setFailure(null),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      <FormStatus outcome={failure} />

      <fieldset disabled={update.isPending} className="space-y-5">
        <legend className="sr-only">About you</legend>
        <TextField
          label="Email"
          type="email"
          name="email"
          value={profile.email}
          readOnly
          hint="Your e-mail address is your login and cannot be changed here."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First Name"
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <TextField
          label="Date of Birth"
          type="date"
          autoComplete="bday"
          required
          max={maxBirthDate}
          error={errors.dateOfBirth?.message}
          className="sm:max-w-xs"
          {...form.register('dateOfBirth')}
        />
      </fieldset>

      <fieldset disabled={update.isPending} className="space-y-5">
        <legend className="text-base font-semibold text-slate-900">Address</legend>
        <TextField
          label="Street Address"
          autoComplete="street-address"
          required
          error={errors.street?.message}
          {...form.register('street')}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField label="City" autoComplete="address-level2" required error={errors.city?.message} {...form.register('city')} />
          {/* Held by value: the choices arrive after the member's province is set. */}
          <ProvinceSelect
            provinces={provinces}
            loading={provincesLoading}
            error={errors.province?.message}
            {...form.register('province')}
            value={form.watch('province')}
          />
          <PostalCodeField error={errors.postalCode?.message} {...form.register('postalCode')} />
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
