import { PICTURE_MAX_BYTES, PICTURE_TYPES, type User } from '@portal/contracts/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

/** The client's check before upload, worded as the server words it: i18n key or null. */
export function pictureProblem(file: File | null): string | null {
  if (!file) return 'validation.image_required';
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'errors.unsupported_media';
  if (file.size > PICTURE_MAX_BYTES) return 'errors.file_too_large';
  return null;
}

/** PUT users/{id}/ as multipart with the file field `picture`. */
export function uploadPicture(id: number, file: File): Promise<User> {
  const body = new FormData();
  body.append('picture', file);
  return api.put<User>(`users/${id}/`, body);
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  const setUser = useSessionStore((s) => s.setUser);
  const id = useSessionStore((s) => s.user?.id);
  return useMutation({
    mutationFn: (file: File) => uploadPicture(id ?? 0, file),
    onSuccess: (user) => {
      setUser(user);
      queryClient.setQueryData(['users', String(user.id)], user);
    },
  });
}
