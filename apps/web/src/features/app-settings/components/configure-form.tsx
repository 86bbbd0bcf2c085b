import { Alert, Fieldset, List, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  ARTICLE_WRITE_BACKS,
  BAS_RANGES,
  outOfRange,
  SaveConfiguration,
  type Configuration,
  type MappedAccount,
} from '@portal/contracts/schemas/configuration';
import { POSTING_MODELS } from '@portal/contracts/schemas/subscriptions';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveConfiguration } from '../api/configuration';
import { ConfirmModal } from '@/components/confirm-modal';
import { SubmitButton } from '@/components/form/submit-button';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useErrorText, useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const GROUPS: Record<'payments' | 'sales' | 'other', MappedAccount[]> = {
  payments: ['clearing', 'bank', 'fees', 'suspense', 'disputes'],
  sales: ['revenue25', 'revenue12', 'revenue6', 'revenue0', 'vat25', 'vat12', 'vat6'],
  other: ['shipping', 'discount', 'rounding', 'giftCardLiability', 'exchangeGain', 'exchangeLoss'],
};

type Values = {
  posting_model: Configuration['posting_model'];
  accounts: Record<MappedAccount, string>;
  article_write_back: Configuration['article_write_back'];
};

/**
 * The posting model and every account the engine books to (SPEC §3), all mandatory. An account
 * outside its usual BAS range is asked about before saving, with the range (SPEC §5). Where the
 * shop and the ledger both keep articles, what the ledger writes back to the shop (e2, ADR 024).
 */
export function ConfigureForm({
  id,
  configuration,
  only,
}: {
  id: number;
  configuration: Configuration;
  /** show only these accounts and no posting model (the payment-app screen); the rest are kept */
  only?: readonly MappedAccount[];
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSaveConfiguration(id);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<MappedAccount[] | null>(null);
  const form = useZodForm(SaveConfiguration, {
    posting_model: configuration.posting_model,
    accounts: configuration.accounts as Values['accounts'],
    article_write_back: configuration.article_write_back,
  });
  const writeBack = !only && configuration.article_write_back_available;

  const send = ({ article_write_back, ...values }: Values, confirmed: MappedAccount[]) => {
    setProblem(null);
    save.mutate(
      // a choice not shown is not sent: the saved one stays
      { ...values, confirmed, ...(writeBack ? { article_write_back } : {}) },
      {
        onSuccess: () => {
          setAsking(null);
          notifySuccess(t('configuration.saved'));
        },
        onError: (error) => {
          setAsking(null);
          setProblem(applyServerErrors(form, error, writeBack ? ['article_write_back'] : []));
        },
      },
    );
  };
  const onSubmit = form.handleSubmit(
    (values) => {
      const outside = outOfRange(values.accounts);
      if (outside.length) setAsking(outside);
      else send(values as Values, []);
    },
    () => setProblem(t('validation.mandatory_account')),
  );
  const values = form.watch();

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {!only && (
          <Controller
            control={form.control}
            name="posting_model"
            render={({ field }) => (
              <Radio.Group {...field} label={t('configuration.posting_model')} withAsterisk>
                <Stack gap={6} mt="xs">
                  {POSTING_MODELS.map((model) => (
                    <Radio
                      key={model}
                      value={model}
                      label={t(`app_settings.posting_models.${model}`)}
                      description={t(`configuration.posting_hint.${model}`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        )}
        {(Object.keys(GROUPS) as (keyof typeof GROUPS)[])
          .filter((group) => !only || GROUPS[group].some((key) => only.includes(key)))
          .map((group) => (
            <Fieldset key={group} legend={t(`configuration.groups.${group}`)}>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
                {GROUPS[group]
                  .filter((key) => !only || only.includes(key))
                  .map((key) => {
                    const name = `accounts.${key}` as const;
                    return (
                      <TextInput
                        key={key}
                        {...form.register(name)}
                        label={t(`fields.${key}`)}
                        withAsterisk
                        inputMode="numeric"
                        maxLength={4}
                        description={t('configuration.default', {
                          account: configuration.defaults[key],
                        })}
                        error={errorText(form.formState.errors.accounts?.[key], key)}
                      />
                    );
                  })}
              </SimpleGrid>
            </Fieldset>
          ))}
        {writeBack && (
          <Controller
            control={form.control}
            name="article_write_back"
            render={({ field, fieldState }) => (
              <Radio.Group
                {...field}
                label={t('configuration.write_back')}
                description={t('configuration.write_back_hint')}
                error={errorText(fieldState.error, 'article_write_back')}
              >
                <Stack gap={6} mt="xs">
                  {ARTICLE_WRITE_BACKS.map((choice) => (
                    <Radio
                      key={choice}
                      value={choice}
                      label={t(`configuration.write_back_options.${choice}`)}
                      description={t(`configuration.write_back_explained.${choice}`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        )}
        <SubmitButton loading={save.isPending}>{t('configuration.save')}</SubmitButton>
      </Stack>
      <ConfirmModal
        opened={asking !== null}
        title={t('configuration.confirm_title')}
        message={t('configuration.confirm_text')}
        confirmLabel={t('configuration.confirm')}
        color="blue"
        loading={save.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && send(values as Values, asking)}
      >
        <List size="sm" data-testid="out-of-range">
          {(asking ?? []).map((key) => (
            <List.Item key={key}>
              {t('configuration.confirm_row', {
                account: t(`fields.${key}`),
                number: values.accounts?.[key] ?? '',
                ...BAS_RANGES[key],
              })}
            </List.Item>
          ))}
        </List>
      </ConfirmModal>
    </form>
  );
}
