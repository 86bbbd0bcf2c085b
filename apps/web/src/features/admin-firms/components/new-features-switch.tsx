import { Switch } from '@mantine/core';
import type { AccountingFirm } from '@portal/contracts/schemas/tenancy';
import { useTranslation } from 'react-i18next';
import { useUpdateFirm } from '../api/update-firm';
import { notifySuccess } from '@/lib/toast';

/** Turns a firm's new features on or off at once (ADR 006); the row rolls back if the save fails. */
export function NewFeaturesSwitch({ firm }: { firm: AccountingFirm }) {
  const { t } = useTranslation();
  const update = useUpdateFirm();
  return (
    <Switch
      aria-label={t('admin.firms.new_features_for', { name: firm.name })}
      checked={firm.new_features}
      disabled={update.isPending}
      onChange={(event) => {
        const on = event.currentTarget.checked;
        update.mutate(
          { id: firm.id, patch: { new_features: on } },
          {
            onSuccess: () =>
              notifySuccess(
                t(on ? 'admin.firms.new_features_on' : 'admin.firms.new_features_off', {
                  name: firm.name,
                }),
              ),
          },
        );
      }}
    />
  );
}
