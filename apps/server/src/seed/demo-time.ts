import { stockholmDay } from '@portal/contracts/dates';
import { CONSULTATION_RATE_ORE } from '@portal/contracts/schemas/client-rates';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientRates, projects, projectTasks, timeEntries } from '../db/schema/accountants';

export interface DemoTimePeople {
  firmId: number;
  master: number;
  partner: number;
  norrsken: number;
  kaffe: number;
  bygg: number;
}

/** Norrsken Handel pays more than the consultation rate; the other two clients pay it. */
const NORRSKEN_RATE = 145_000;

type Work = [
  client: 'norrsken' | 'kaffe' | 'bygg' | null,
  minutes: number,
  billable: boolean,
  text: string,
];

/** A working day of each person, picked by the day's number so the demo is the same every time. */
const MASTER_DAYS: Work[][] = [
  [
    ['norrsken', 120, true, 'Avstämning Shopify-utbetalningar'],
    ['kaffe', 45, true, 'Momsfrågor via telefon'],
    [null, 30, false, 'Byråmöte'],
  ],
  [
    ['norrsken', 90, true, 'Kontroll av avräkningskonto 1580'],
    ['bygg', 60, true, 'Genomgång leverantörsfakturor'],
    [null, 45, false, 'Intern utbildning, nya momsregler'],
  ],
  [
    ['kaffe', 150, true, 'Månadsbokslut'],
    ['norrsken', 30, false, 'Rättning av egen felbokning'],
  ],
  [
    ['norrsken', 60, true, 'Periodisering av intäkter'],
    ['kaffe', 30, true, 'Lönefrågor'],
    ['bygg', 45, true, 'Avstämning skattekonto'],
    [null, 20, false, 'Administration'],
  ],
  [
    ['norrsken', 105, true, 'Momsdeklaration'],
    [null, 60, false, 'Planering av kommande vecka'],
  ],
];
const PARTNER_DAYS: Work[][] = [
  [
    ['bygg', 180, true, 'Bokföring av leverantörsfakturor'],
    [null, 30, false, 'Byråmöte'],
  ],
  [
    ['bygg', 120, true, 'Avstämning bank och kassa'],
    ['bygg', 30, false, 'Uppföljning av kundfordringar, ingår i fast pris'],
  ],
  [
    ['bygg', 210, true, 'Månadsbokslut'],
    [null, 45, false, 'Kompetensutveckling'],
  ],
  [
    ['bygg', 90, true, 'Momsdeklaration'],
    ['bygg', 60, true, 'Möte med kunden om årsbokslut'],
  ],
  [
    ['bygg', 150, true, 'Lönekörning och arbetsgivardeklaration'],
    [null, 20, false, 'Administration'],
  ],
];

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo firm's time (/time-tracking, /client-rates): one client with a rate of its own, and
 * four weeks of the master and partner accountants' weekdays up to yesterday, on the clients'
 * projects where the firm has them. No timer is left running.
 */
export async function seedDemoTime(db: Db, people: DemoTimePeople, now: Date) {
  const clients = { norrsken: people.norrsken, kaffe: people.kaffe, bygg: people.bygg };
  await db.insert(clientRates).values({
    firmId: people.firmId,
    companyId: people.norrsken,
    hourlyRate: NORRSKEN_RATE,
    updatedBy: people.master,
    createdAt: now,
    updatedAt: now,
  });
  const rate = (companyId: number | null) =>
    companyId === people.norrsken ? NORRSKEN_RATE : CONSULTATION_RATE_ORE;

  // the first project of each client (if the firm has any) and its first task
  const firmProjects = await db
    .select({ id: projects.id, companyId: projects.companyId })
    .from(projects)
    .where(eq(projects.firmId, people.firmId))
    .orderBy(asc(projects.id));
  const tasks = firmProjects.length
    ? await db
        .select({ id: projectTasks.id, projectId: projectTasks.projectId })
        .from(projectTasks)
        .where(
          inArray(
            projectTasks.projectId,
            firmProjects.map((p) => p.id),
          ),
        )
        .orderBy(asc(projectTasks.position), asc(projectTasks.id))
    : [];
  const workOn = (companyId: number | null) => {
    const project = firmProjects.find((p) => p.companyId === companyId);
    const task = project && tasks.find((t) => t.projectId === project.id);
    return { projectId: project?.id ?? null, taskId: task?.id ?? null };
  };

  const today = stockholmDay(now);
  const rows: (typeof timeEntries.$inferInsert)[] = [];
  for (let back = 28; back >= 1; back--) {
    const date = addDays(today, -back);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const [userId, days] of [
      [people.master, MASTER_DAYS],
      [people.partner, PARTNER_DAYS],
    ] as const) {
      const day = days[(back + weekday) % days.length]!;
      for (const [client, minutes, billable, description] of day) {
        const companyId = client === null ? null : clients[client];
        rows.push({
          firmId: people.firmId,
          userId,
          companyId,
          // client work on the client's project, internal time on the firm's own
          ...(billable || companyId === null
            ? workOn(companyId)
            : { projectId: null, taskId: null }),
          date,
          minutes,
          billable,
          description,
          hourlyRate: rate(companyId),
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  }
  await db.insert(timeEntries).values(rows);
}
