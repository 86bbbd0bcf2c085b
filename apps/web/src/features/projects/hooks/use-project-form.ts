import { ProjectForm, type Project } from '@portal/contracts/schemas/projects';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { encodeMessage, zodI18nResolver } from '@/lib/form';

type Values = z.input<typeof ProjectForm>;
type Output = z.output<typeof ProjectForm>;

const byContract = zodI18nResolver(ProjectForm);

/** The contract's rules, then the one across two fields: the end is not before the start. */
const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => {
  const result = await byContract(values, context, options);
  const { start_date: start, end_date: end } = values;
  if (!start || !end || end >= start || result.errors.end_date) return result;
  const endError = {
    type: 'custom',
    message: encodeMessage({ key: 'projects.errors.end_before_start', params: {} }),
  };
  return { values: {}, errors: { ...result.errors, end_date: endError } };
};

export function projectFormValues(project: Project | null): Values {
  return {
    name: project?.name ?? '',
    description: project?.description ?? '',
    client: project?.client?.id ?? null,
    internal: project?.internal ?? false,
    start_date: project?.start_date ?? '',
    end_date: project?.end_date ?? '',
  };
}

/** The project form, validated on blur like every form (SPEC §5). */
export function useProjectForm(project: Project | null) {
  return useForm<Values, unknown, Output>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: projectFormValues(project),
  });
}
