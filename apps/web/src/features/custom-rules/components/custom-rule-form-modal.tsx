import { Alert, Group, Modal, SimpleGrid, Stack, Textarea } from '@mantine/core';
import {
  ENTRY_POINTS,
  RULE_ACCOUNTINGS,
  RULE_APPS,
  type CustomRule,
} from '@portal/contracts/schemas/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveCustomRule } from '../api/save-custom-rule';
import { AllOrOneSelect } from './all-or-one-select';
import { formValues, useCustomRuleForm } from './custom-rule-form';
import { MONOSPACE } from './monospace';
import { RuleVersions } from './rule-versions';
import { TryRulePanel } from './try-rule-panel';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SwitchField } from '@/components/form/switch-field';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { notifySuccess } from '@/lib/toast';

const FIELDS = ['code', 'entry_point', 'app_name', 'accounting_name', 'active'] as const;

/** Create (rule null) or edit a custom rule, and try its code on sample data before saving. */
export function CustomRuleFormModal({
  opened,
  rule,
  onClose,
}: {
  opened: boolean;
  rule: CustomRule | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCustomRule();
  const form = useCustomRuleForm(rule);
  const codeError = useFieldError(form, 'code');
  const [problem, setProblem] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(formValues(rule));
    setProblem(null);
  }, [opened, rule, reset]);

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    save.mutate(
      { id: rule?.id ?? null, input },
      {
        onSuccess: () => {
          notifySuccess(rule ? t('rules.saved') : t('rules.created'));
          onClose();
        },
        onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={rule ? t('rules.edit_title', { id: rule.id }) : t('rules.create')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <SelectField
            form={form}
            name="entry_point"
            label={t('rules.entry_point')}
            withAsterisk
            allowDeselect={false}
            data={ENTRY_POINTS.map((e) => ({ value: e, label: t(`rules.entry_points.${e}`) }))}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <AllOrOneSelect
              form={form}
              name="app_name"
              label={t('rules.app')}
              allLabel={t('rules.all_apps')}
              options={RULE_APPS.map((a) => ({ value: a, label: t(`rules.apps.${a}`) }))}
            />
            <AllOrOneSelect
              form={form}
              name="accounting_name"
              label={t('rules.accounting')}
              allLabel={t('rules.all_accountings')}
              options={RULE_ACCOUNTINGS.map((a) => ({
                value: a,
                label: t(`rules.accountings.${a}`),
              }))}
            />
          </SimpleGrid>
          <Textarea
            {...form.register('code')}
            label={t('rules.code')}
            description={t('rules.code_hint')}
            withAsterisk
            autosize
            minRows={8}
            maxRows={24}
            spellCheck={false}
            autoComplete="off"
            styles={MONOSPACE}
            error={codeError}
          />
          <SwitchField form={form} name="active" label={t('rules.active')} />
          <TryRulePanel form={form} opened={opened} />
          {rule && <RuleVersions ruleId={rule.id} onRestored={onClose} />}
          <Group justify="flex-end">
            <SubmitButton loading={save.isPending}>
              {rule ? t('common.save') : t('admin.create')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
