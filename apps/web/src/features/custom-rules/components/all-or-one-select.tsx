import { Select } from '@mantine/core';
import type { CustomRuleInput } from '@portal/contracts/schemas/rules';
import { Controller } from 'react-hook-form';
import type { CustomRuleForm } from './custom-rule-form';

const ALL = 'all';

/** App or accounting system: "all" in the select is null in the rule. */
export function AllOrOneSelect({
  form,
  name,
  label,
  allLabel,
  options,
}: {
  form: CustomRuleForm;
  name: keyof Pick<CustomRuleInput, 'app_name' | 'accounting_name'>;
  label: string;
  allLabel: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          ref={field.ref}
          name={field.name}
          label={label}
          allowDeselect={false}
          data={[{ value: ALL, label: allLabel }, ...options]}
          value={field.value ?? ALL}
          onChange={(value) => field.onChange(!value || value === ALL ? null : value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
