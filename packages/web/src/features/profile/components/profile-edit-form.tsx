import { Trans, useLingui } from '@lingui/react/macro';
import { tr } from '@/lib/i18n/translate';
import { formatPostalCode } from '@wellpath/shared/user/postal-code';
import { MESSAGES, profileFieldsSchema, type Profile } from '@wellpath/shared/user/schemas';
import { useEffect, useState } from 'react';
import { useUpdateProfileMutation } from '@/api/profile';
import { useProvincesQuery } from '@/api/provinces';
import { AddressFieldset } from '@/components/ui/address-fields';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField, TextField } from '@/components/ui/form-field';
import { DateOfBirthField, NameFields } from '@/components/ui/person-fields';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
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
      sex: profile.sex ?? '',
    },
  });
  const errors = form.formState.errors;
  const [failure, setFailure] = useState<FormOutcome | null>(null);
  const update = useUpdateProfileMutation();
  const { provinces, isLoading: provincesLoading } = useProvincesQuery();
  const { t } = useLingui();

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
        // Sent only when changed: '' clears it on the server.
        ...(v.sex !== undefined && v.sex !== (profile.sex ?? '') ? { sex: v.sex } : {}),
      };
      update.mutate(body, {
        onSuccess: () => onSaved(tr(MESSAGES.profileUpdated)),
        onError: (error) => setFailure(failedSubmit(error, t`Update failed`)),
      });
    },
    () => setFailure(null),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      <FormStatus outcome={failure} />

      <fieldset disabled={update.isPending} className="space-y-5">
        <legend className="sr-only">
          <Trans>About you</Trans>
        </legend>
        <TextField
          label={t`Email`}
          type="email"
          name="email"
          value={profile.email}
          readOnly
          hint={t`Your e-mail address is your login and cannot be changed here.`}
        />
        <NameFields
          firstName={{ error: errors.firstName?.message, ...form.register('firstName') }}
          lastName={{ error: errors.lastName?.message, ...form.register('lastName') }}
        />
        <DateOfBirthField error={errors.dateOfBirth?.message} className="sm:max-w-xs" {...form.register('dateOfBirth')} />
        <SelectField
          label={t`Sex at birth`}
          optional
          hint={t`Used to read some lab results, the alcohol check and your heart risk estimate, which differ between females and males.`}
          error={errors.sex?.message}
          className="sm:max-w-xs"
          {...form.register('sex')}
        >
          <option value="">{t`Not given`}</option>
          <option value="female">{t`Female`}</option>
          <option value="male">{t`Male`}</option>
        </SelectField>
      </fieldset>

      <AddressFieldset
        disabled={update.isPending}
        required
        street={{ error: errors.street?.message, ...form.register('street') }}
        city={{ error: errors.city?.message, ...form.register('city') }}
        // Held by value: the choices arrive after the member's province is set.
        province={{ error: errors.province?.message, ...form.register('province'), value: form.watch('province') }}
        postalCode={{ error: errors.postalCode?.message, ...form.register('postalCode') }}
        provinces={provinces}
        provincesLoading={provincesLoading}
      />

      <FormActions
        submitLabel={t`Save Changes`}
        pending={update.isPending}
        onCancel={onCancel}
        className="border-t border-slate-200 pt-5"
      />
    </form>
  );
}
