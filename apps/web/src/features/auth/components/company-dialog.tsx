import { Group, Modal, Select } from '@mantine/core';
import type { CompanyRef } from '@portal/contracts/schemas/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/submit-button';

interface CompanyDialogProps {
  companies: CompanyRef[] | null;
  busy: boolean;
  onChoose: (company: CompanyRef) => void;
  onClose: () => void;
}

/** 'Välj bolag': the user of several companies picks one; the sign-in is then sent again. */
export function CompanyDialog({ companies, busy, onChoose, onClose }: CompanyDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | null>(null);
  const chosen = companies?.find((c) => String(c.id) === value) ?? null;
  return (
    <Modal opened={companies !== null} onClose={onClose} title={t('auth.company.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onChoose(chosen);
        }}
      >
        <Select
          label={t('auth.company.label')}
          placeholder={t('auth.company.placeholder')}
          data={(companies ?? []).map((c) => ({
            value: String(c.id),
            label: `${c.name} (${c.company_id})`,
          }))}
          value={value}
          onChange={setValue}
          data-autofocus
        />
        <Group justify="flex-end" mt="lg">
          <SubmitButton loading={busy} disabled={!chosen}>
            {t('auth.company.save')}
          </SubmitButton>
        </Group>
      </form>
    </Modal>
  );
}
