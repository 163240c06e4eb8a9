import { LIMITS } from '@wellpath/shared/limits';
import { formatPostalCode } from '@wellpath/shared/user/postal-code';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type ComponentProps } from 'react';
import { SelectField, TextField } from './form-field';

type SelectProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>;
type TextProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** Province or territory, from the server's code -> name list (§5), sorted by name. Spread a form field's props into it. */
export function ProvinceSelect({
  provinces,
  loading,
  ...field
}: { provinces: Record<string, string> | undefined; loading: boolean } & SelectProps) {
  const { t, i18n } = useLingui();
  const collator = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  const options = useMemo(
    () => Object.entries(provinces ?? {}).sort(([, a], [, b]) => a.localeCompare(b, collator)),
    [provinces, collator],
  );
  return (
    <SelectField label={t`Province`} autoComplete="address-level1" optional disabled={loading} {...field}>
      <option value="">{loading ? t`Loading...` : t`Select`}</option>
      {options.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}

/** Canadian postal code, formatted as it is typed (A1A 1A1, §5). Spread a form field's props into it. */
export function PostalCodeField({ onChange, ...field }: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Postal Code`}
      autoComplete="postal-code"
      autoCapitalize="characters"
      spellCheck={false}
      required
      maxLength={LIMITS.postalCode}
      placeholder="A1A 1A1"
      {...field}
      onChange={(event) => {
        event.target.value = formatPostalCode(event.target.value);
        return onChange?.(event);
      }}
    />
  );
}

interface AddressFieldsetProps {
  /** Each field's props from the form (`{ ...form.register(name), error }`). */
  street: TextProps;
  city: TextProps;
  province: SelectProps;
  postalCode: TextProps;
  provinces: Record<string, string> | undefined;
  provincesLoading: boolean;
  /** Street and city are optional at registration, required on the profile (§5). */
  required: boolean;
  disabled: boolean;
}

/** The address part of a member form: street, then city, province and postal code on one row. */
export function AddressFieldset({
  street,
  city,
  province,
  postalCode,
  provinces,
  provincesLoading,
  required,
  disabled,
}: AddressFieldsetProps) {
  const { t } = useLingui();
  return (
    <fieldset disabled={disabled} className="space-y-5">
      <legend className="text-base font-semibold text-slate-900">
        <Trans>Address</Trans>
      </legend>
      <TextField label={t`Street Address`} autoComplete="street-address" required={required} optional={!required} {...street} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField label={t`City`} autoComplete="address-level2" required={required} optional={!required} {...city} />
        <ProvinceSelect provinces={provinces} loading={provincesLoading} {...province} />
        <PostalCodeField {...postalCode} />
      </div>
    </fieldset>
  );
}
