import { Avatar, Button, FileInput, Group, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureProblem, useUploadPicture } from '../api/upload-picture';
import { ProfileSection } from './profile-section';
import { fieldLabel } from '@/lib/i18n';
import { notifySuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';

/** Photo upload with preview: JPG, GIF or PNG up to 5 MB, checked here and on the server. */
export function ProfilePhoto() {
  const { t } = useTranslation();
  const current = useSessionStore((s) => s.userFullData?.picture ?? s.userFullData?.img ?? null);
  const upload = useUploadPicture();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file || pictureProblem(file)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onUpload = () => {
    const key = pictureProblem(file);
    setProblem(key);
    if (key || !file) return;
    upload.mutate(file, {
      onSuccess: () => {
        notifySuccess(t('profile.photo.uploaded'));
        setFile(null);
      },
    });
  };

  return (
    <ProfileSection
      id="photo-title"
      title={t('profile.photo.title')}
      hint={t('profile.photo.hint')}
    >
      <Group align="flex-start" gap="lg">
        <Avatar
          src={preview ?? current}
          alt={t('profile.photo.alt')}
          size={96}
          radius={96}
          data-testid="profile-picture"
        >
          <IconPhoto aria-hidden />
        </Avatar>
        <Stack gap="sm" style={{ flex: 1 }} miw={220}>
          <FileInput
            label={fieldLabel('picture')}
            placeholder={t('profile.photo.choose')}
            accept="image/png,image/jpeg,image/gif"
            value={file}
            clearable
            onChange={(value) => {
              setFile(value);
              setProblem(value ? pictureProblem(value) : null);
            }}
            error={problem ? t(problem, { field: t('fields.picture') }) : undefined}
          />
          <Group>
            <Button onClick={onUpload} loading={upload.isPending}>
              {t('profile.photo.upload')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </ProfileSection>
  );
}
