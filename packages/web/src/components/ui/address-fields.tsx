import { useMemo, type ChangeEventHandler } from 'react';
import { SelectField, TextField } from './form-field';

/** Province or territory, from the server's code -> name list (§5), sorted by name. */
export function ProvinceSelect({
  provinces,
  loading,
  value,
  onChange,
  error,
}: {
  provinces: Record<string, string> | undefined;
  loading: boolean;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  error?: string;
}) {
  const options = useMemo(() => Object.entries(provinces ?? {}).sort(([, a], [, b]) => a.localeCompare(b, 'en-CA')), [provinces]);
  return (
    <SelectField
      label="Province"
      name="province"
      autoComplete="address-level1"
      optional
      value={value}
      onChange={onChange}
      error={error}
      disabled={loading}
    >
      <option value="">{loading ? 'Loading...' : 'Select'}</option>
      {options.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}

/** Canadian postal code; the caller formats the value as typed (A1A 1A1). */
export function PostalCodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  error?: string;
}) {
  return (
    <TextField
      label="Postal Code"
      name="postalCode"
      autoComplete="postal-code"
      autoCapitalize="characters"
      spellCheck={false}
      required
      maxLength={7}
      placeholder="A1A 1A1"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
