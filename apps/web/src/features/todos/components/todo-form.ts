import { TodoForm, type Todo, type TodoFormValues } from '@portal/contracts/schemas/todos';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodI18nResolver } from '@/lib/form';

type Output = z.output<typeof TodoForm>;
const byContract = zodI18nResolver(TodoForm);

/** The contract's rules; a wrong tag's message is shown on the tags field as a whole. */
export const todoResolver: Resolver<TodoFormValues, unknown, Output> = async (v, c, o) => {
  const result = await byContract(v, c, o);
  const errors = { ...result.errors } as Record<string, unknown>;
  if (Array.isArray(errors.tags)) {
    const first = (errors.tags as (FieldError | undefined)[]).find((e) => e?.message);
    errors.tags = first ? { type: first.type, message: first.message } : undefined;
  }
  return { ...result, errors } as typeof result;
};

export function todoFormValues(todo: Todo | null): TodoFormValues {
  return {
    task: todo?.task ?? '',
    description: todo?.description ?? '',
    due_date: todo?.due_date ?? '',
    tags: todo?.tags.map((tag) => tag.name) ?? [],
    assignee: todo?.assignee?.id ?? null,
    status: todo?.status ?? 'pending',
  };
}

/** Validated on blur, like every form (SPEC §5); selects and tags on change. */
export function useTodoForm(todo: Todo | null) {
  return useForm<TodoFormValues, unknown, Output>({
    resolver: todoResolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: todoFormValues(todo),
  });
}
