import type { CustomRuleInput } from '@portal/contracts/schemas/rules';
import type { CustomRuleForm } from './custom-rule-form';
import { NullableSelectField } from '@/components/form/nullable-select-field';

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
    <NullableSelectField
      form={form}
      name={name}
      label={label}
      noneLabel={allLabel}
      options={options}
    />
  );
}
