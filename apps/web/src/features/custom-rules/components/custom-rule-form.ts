import type { CustomRule } from '@portal/contracts/schemas/rules';
import { CustomRuleInput } from '../api/save-custom-rule';
import { useZodForm } from '@/lib/form';

export type CustomRuleForm = ReturnType<typeof useZodForm<typeof CustomRuleInput>>;

const STARTER_CODE = `function rule(data) {
  // change data here
  return data;
}
`;

export function formValues(rule: CustomRule | null): CustomRuleInput {
  return {
    code: rule?.code ?? STARTER_CODE,
    entry_point: rule?.entry_point ?? 'e7',
    app_name: rule?.app_name ?? null,
    accounting_name: rule?.accounting_name ?? null,
    active: rule?.active ?? true,
  };
}

export function useCustomRuleForm(rule: CustomRule | null): CustomRuleForm {
  return useZodForm(CustomRuleInput, formValues(rule));
}
