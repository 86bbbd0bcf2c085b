import { UserPatch, type User } from '@portal/contracts/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

export { UserPatch };

/** The personal-details part of the profile. */
export const PersonalDetails = UserPatch.pick({
  first_name: true,
  last_name: true,
  username: true,
  phone: true,
});
export const AlertSettings = UserPatch.pick({ receive_alerts: true, admin_alert_email: true });
export const LanguageSettings = UserPatch.pick({ locale: true }).required();

export function updateUser(id: number, patch: UserPatch): Promise<User> {
  return api.patch<User>(`users/${id}/`, patch);
}

/** PATCH users/{id}/ for the signed-in user; the session and the user cache take the answer. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const setUser = useSessionStore((s) => s.setUser);
  const id = useSessionStore((s) => s.user?.id);
  return useMutation({
    mutationFn: (patch: UserPatch) => updateUser(id ?? 0, patch),
    onSuccess: (user) => {
      setUser(user);
      queryClient.setQueryData(['users', String(user.id)], user);
    },
  });
}
