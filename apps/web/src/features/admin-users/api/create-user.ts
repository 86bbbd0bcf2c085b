import { CreateUser } from '@portal/contracts/schemas/tenancy';
import type { User } from '@portal/contracts/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** The form's view of CreateUser: an empty password means "none" and is left out. */
export const CreateUserForm = CreateUser.omit({ company_id: true, firm_id: true }).extend({
  password: z.union([z.literal(''), CreateUser.shape.password.unwrap()]),
});
export type CreateUserForm = z.input<typeof CreateUserForm>;

export function createUser(input: CreateUser): Promise<User> {
  return api.post<User>('users/', input);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ password, ...rest }: z.output<typeof CreateUserForm>) =>
      createUser(password ? { ...rest, password } : rest),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', 'list'] }),
  });
}
