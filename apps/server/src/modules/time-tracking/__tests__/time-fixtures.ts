import { eq } from 'drizzle-orm';
import { projectTasks } from '../../../db/schema/accountants';
import { createUser, signIn } from '../../../test/fixtures';
import { call } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  addFirmMember,
  assignAccountant,
  insertCompany,
  insertFirm,
} from '../../companies/companies.repository';
import { insertProjectWithBoard } from '../../projects/project-factory';

/**
 * Two firms: A with a master accountant (sees Alfa, Beta and Gamma) and a partner accountant
 * (assigned Alfa); B with a master and its own client Delta. Projects of firm A: one on Alfa with
 * two tasks, one on Beta with a task, one internal.
 */
export async function timeFirms(t: TestApp, prefix: string) {
  const db = t.ctx.db;
  const firmA = await insertFirm(db, { name: `${prefix} A`, newFeatures: true });
  const firmB = await insertFirm(db, { name: `${prefix} B`, newFeatures: true });
  const client = (name: string, number: string, firmId: number) =>
    insertCompany(db, { name, organizationNumber: number, accountingFirmId: firmId });
  const alfa = await client('Alfa AB', `${prefix}-1`, firmA.id);
  const beta = await client('Beta AB', `${prefix}-2`, firmA.id);
  const gamma = await client('Gamma AB', `${prefix}-3`, firmA.id);
  const delta = await client('Delta AB', `${prefix}-4`, firmB.id);
  const person = async (
    name: string,
    role: 'MasterAccountant' | 'PartnerAccountant',
    firmId: number,
  ) => {
    const email = `${name}@${prefix}.test`;
    const user = await createUser(db, { email, role });
    await addFirmMember(db, user.id, firmId, role);
    return { id: user.id, key: await signIn(t.app, email) };
  };
  const master = await person('master', 'MasterAccountant', firmA.id);
  const partner = await person('partner', 'PartnerAccountant', firmA.id);
  const outsider = await person('outsider', 'MasterAccountant', firmB.id);
  await assignAccountant(db, partner.id, alfa.id);
  const project = async (companyId: number | null, name: string, tasks: string[]) => {
    const { project: row } = await insertProjectWithBoard(
      db,
      {
        firmId: firmA.id,
        companyId,
        name,
        internal: companyId === null,
        createdBy: master.id,
        tasks: tasks.map((title) => ({ title })),
      },
      'sv',
    );
    const taskRows = await db.select().from(projectTasks).where(eq(projectTasks.projectId, row.id));
    return { id: row.id, tasks: taskRows.map((task) => task.id) };
  };
  const alfaProject = await project(alfa.id, 'Bokslut Alfa', ['Avstämning', 'Moms']);
  const betaProject = await project(beta.id, 'Bokslut Beta', ['Årsredovisning']);
  const internalProject = await project(null, 'Utbildning', []);
  return {
    firmA: firmA.id,
    firmB: firmB.id,
    alfa: alfa.id,
    beta: beta.id,
    gamma: gamma.id,
    delta: delta.id,
    master,
    partner,
    outsider,
    alfaProject,
    betaProject,
    internalProject,
  };
}

export type TimeFirms = Awaited<ReturnType<typeof timeFirms>>;

/** An API call as one of the fixture's people. */
export function caller(t: TestApp, key: string) {
  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    lang = 'sv',
  ) => call(t.app, { method, url, key, lang, ...(payload ? { payload } : {}) });
  return {
    get: (url: string, lang?: string) => send('GET', url, undefined, lang),
    post: (url: string, payload: object = {}, lang?: string) => send('POST', url, payload, lang),
    patch: (url: string, payload: object, lang?: string) => send('PATCH', url, payload, lang),
    put: (url: string, payload: object, lang?: string) => send('PUT', url, payload, lang),
    del: (url: string) => send('DELETE', url),
  };
}
