import { LIMITS } from '@wellpath/shared/limits';
import { formatPostalCode } from '@wellpath/shared/user/postal-code';
import { useMemo, type ComponentProps } from 'react';
import { SelectField, TextField } from './form-field';

type SelectProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>;

/** Province or territory, from the server's code -> name list (§5), sorted by name. Spread a form field's props into it. */
export function ProvinceSelect({
  provinces,
  loading,
  ...field
}: { provinces: Record<string, string> | undefined; loading: boolean } & SelectProps) {
  const options = useMemo(() => Object.entries(provinces ?? {}).sort(([, a], [, b]) => a.localeCompare(b, 'en-CA')), [provinces]);
  return (
    <SelectField label="Province" autoComplete="address-level1" optional disabled={loading} {...field}>
      <option value="">{loading ? 'Loading...' : 'Select'}</option>
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
  return (
    <TextField
      label="Postal Code"
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
