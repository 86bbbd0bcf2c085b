import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Pending {
  key: string;
  value: string;
}

/** One more keyword argument: both keyword and value are required before it is added (SPEC §5). */
export function NewParameter({ onAdd }: { onAdd: (parameter: Pending) => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending>({ key: '', value: '' });
  const [errors, setErrors] = useState<{ key?: string; value?: string }>({});
  const keyword = t('sync.trigger.keyword');
  const valueLabel = t('sync.trigger.value');

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the parameter instead of submitting the whole form
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const add = () => {
    const key = pending.key.trim();
    const value = pending.value.trim();
    const next = {
      key: key ? undefined : t('validation.required', { field: keyword }),
      value: value ? undefined : t('validation.required', { field: valueLabel }),
    };
    setErrors(next);
    if (next.key || next.value) return;
    onAdd({ key, value });
    setPending({ key: '', value: '' });
  };

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        label={keyword}
        value={pending.key}
        error={errors.key}
        autoComplete="off"
        onChange={(event) => setPending({ ...pending, key: event.currentTarget.value })}
        onKeyDown={addOnEnter}
        style={{ flex: '1 1 120px' }}
      />
      <TextInput
        label={valueLabel}
        value={pending.value}
        error={errors.value}
        autoComplete="off"
        onChange={(event) => setPending({ ...pending, value: event.currentTarget.value })}
        onKeyDown={addOnEnter}
        style={{ flex: '1 1 120px' }}
      />
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={add}
        mt={25}
      >
        {t('sync.trigger.add')}
      </Button>
    </Group>
  );
}
