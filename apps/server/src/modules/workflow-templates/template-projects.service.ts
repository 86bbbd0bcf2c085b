import { randomUUID } from 'node:crypto';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import type {
  ProjectFromTemplate,
  ProjectFromTemplateInput,
} from '@portal/contracts/schemas/workflow-templates';
import { addDays, projectNameFor } from '@portal/contracts/schemas/workflow-templates';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../http/http-error';
import { firmScopeOf, seesClient } from '../firm-work/firm-scope';
import { insertProjectWithBoard } from '../projects/project-factory';
import type { Scope } from '../tenancy/scope';
import { assertDayInRange } from './days';
import {
  findFirmClient,
  findTemplate,
  projectTaskDates,
  templateTasks,
} from './workflow-templates.repository';
import type { TemplateRecord, TemplateTaskRecord } from './workflow-templates.repository';

export interface TemplateProject {
  firmId: number;
  template: TemplateRecord;
  tasks: TemplateTaskRecord[];
  client: { id: number; name: string } | null;
  name: string;
  startDate: string;
  createdBy: number | null;
  recurrenceId?: number;
  period?: string;
}

/**
 * Writes a project from a template in the caller's transaction: each task due start + its
 * offset, its checklist fresh and unticked, the project ending on the last due date.
 */
export async function insertTemplateProject(db: Db, input: TemplateProject, locale: AppLocale) {
  const span = Math.max(0, ...input.tasks.map((task) => task.offsetDays));
  const { project } = await insertProjectWithBoard(
    db,
    {
      firmId: input.firmId,
      companyId: input.client?.id ?? null,
      name: input.name,
      description: input.template.description,
      startDate: input.startDate,
      endDate: addDays(input.startDate, span),
      templateId: input.template.id,
      recurrenceId: input.recurrenceId ?? null,
      period: input.period ?? null,
      createdBy: input.createdBy,
      tasks: input.tasks.map((task) => ({
        title: task.title,
        description: task.description,
        dueDate: addDays(input.startDate, task.offsetDays),
        checklist: task.checklist.map((item) => ({
          id: randomUUID(),
          text: item.text,
          done: false,
        })),
        tags: task.tags,
        templateTaskId: task.id,
      })),
    },
    locale,
  );
  return project;
}

/** POST /workflow-templates/{id}/projects/: a project for a start date, its tasks dated. */
export async function createProjectFromTemplate(
  ctx: AppContext,
  scope: Scope,
  templateId: number,
  input: ProjectFromTemplateInput,
  locale: AppLocale,
): Promise<ProjectFromTemplate> {
  const firm = await firmScopeOf(ctx.db, scope);
  const template = await findTemplate(ctx.db, firm.firmId, templateId);
  if (!template) throw notFound();
  const clientId = input.client ?? null;
  const client =
    clientId === null
      ? null
      : seesClient(firm, clientId)
        ? await findFirmClient(ctx.db, firm.firmId, clientId)
        : undefined;
  if (client === undefined) throw notFound();
  assertDayInRange('start_date', input.start_date);
  const tasks = await templateTasks(ctx.db, template.id);
  const name =
    input.name?.trim() ||
    projectNameFor(template.name, input.start_date.slice(0, 7), client?.name ?? null);
  const project = await ctx.db.transaction((tx) =>
    insertTemplateProject(
      tx,
      {
        firmId: firm.firmId,
        template,
        tasks,
        client,
        name,
        startDate: input.start_date,
        createdBy: scope.actorId,
      },
      locale,
    ),
  );
  const offsets = new Map(tasks.map((task) => [task.id, task.offsetDays]));
  const made = await projectTaskDates(ctx.db, project.id);
  return {
    project: {
      id: project.id,
      name: project.name,
      client,
      start_date: project.startDate!,
      end_date: project.endDate!,
      template: template.id,
      period: project.period,
    },
    tasks: made.map((task) => ({
      id: task.id,
      title: task.title,
      due_date: task.dueDate!,
      offset_days: offsets.get(task.templateTaskId ?? 0) ?? 0,
    })),
  };
}
