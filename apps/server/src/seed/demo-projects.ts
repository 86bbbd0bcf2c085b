import type { Db } from '../db/client';
import { projectTasks } from '../db/schema/accountants';
import type { ChecklistItem } from '../db/schema/accountants';
import { insertProjectWithBoard } from '../modules/projects/project-factory';

const DAY = 86_400_000;
const day = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/** todo, doing, done: the default columns of a project's first board */
type Stage = 0 | 1 | 2;

interface DemoTask {
  title: string;
  stage: Stage;
  /** days from today; negative is overdue unless done */
  due: number | null;
  who: 'master' | 'partner' | null;
  tags?: string[];
  /** items; a leading `x ` marks one ticked */
  checklist?: string[];
  description?: string;
}

interface DemoProject {
  name: string;
  description: string;
  companyId: number | null;
  internal?: boolean;
  start: number;
  end: number | null;
  tasks: DemoTask[];
}

const items = (texts: string[] = []): ChecklistItem[] =>
  texts.map((text, i) => ({
    id: `demo-${i + 1}`,
    text: text.replace(/^x /, ''),
    done: text.startsWith('x '),
  }));

export interface DemoProjectIds {
  firmId: number;
  master: number;
  partner: number;
  norrsken: number;
  kaffe: number;
  bygg: number;
}

/** The demo firm's projects (/projects): boards with tasks, some overdue, some due soon, some done. */
export async function seedDemoProjects(db: Db, ids: DemoProjectIds, now: Date) {
  const year = now.getUTCFullYear();
  const quarter = Math.floor(now.getUTCMonth() / 3) + 1;
  const people = { master: ids.master, partner: ids.partner };
  for (const project of demoProjects(ids, year, quarter)) {
    const { project: row, columns } = await insertProjectWithBoard(
      db,
      {
        firmId: ids.firmId,
        companyId: project.companyId,
        name: project.name,
        description: project.description,
        internal: project.internal ?? false,
        startDate: day(now, project.start),
        endDate: project.end === null ? null : day(now, project.end),
        createdBy: ids.master,
      },
      'sv',
    );
    const placed = [0, 0, 0];
    await db.insert(projectTasks).values(
      project.tasks.map((task) => ({
        projectId: row.id,
        columnId: columns[task.stage]!.id,
        position: placed[task.stage]!++,
        title: task.title,
        description: task.description ?? '',
        dueDate: task.due === null ? null : day(now, task.due),
        assigneeId: task.who ? people[task.who] : null,
        tags: task.tags ?? [],
        checklist: items(task.checklist),
        completedAt: task.stage === 2 ? new Date(now.getTime() - 2 * DAY) : null,
        createdBy: ids.master,
        updatedBy: ids.master,
      })),
    );
  }
}

function demoProjects(ids: DemoProjectIds, year: number, quarter: number): DemoProject[] {
  return [
    {
      name: `Bokslut ${year} – Norrsken Handel AB`,
      description:
        'Årsbokslut och årsredovisning. Underlag från Shopify och WooCommerce via portalen.',
      companyId: ids.norrsken,
      start: -30,
      end: 60,
      tasks: [
        {
          title: 'Stäm av bankkonton',
          stage: 2,
          due: -10,
          who: 'master',
          tags: ['bank'],
          checklist: ['x Företagskonto', 'x Skattekonto'],
        },
        {
          title: 'Inventera lager',
          stage: 1,
          due: 2,
          who: 'master',
          tags: ['lager'],
          checklist: ['x Räkna huvudlagret', 'Värdera inkurans'],
          description: 'Lagerlista per bokslutsdagen från Shopify.',
        },
        {
          title: 'Periodisera kostnader',
          stage: 0,
          due: -3,
          who: 'master',
          tags: ['periodisering'],
        },
        {
          title: 'Beräkna avskrivningar på inventarier',
          stage: 0,
          due: 10,
          who: null,
          tags: ['anläggning'],
        },
        {
          title: 'Upprätta årsredovisning',
          stage: 0,
          due: 45,
          who: 'master',
          tags: ['årsredovisning'],
          checklist: ['Förvaltningsberättelse', 'Resultaträkning', 'Balansräkning', 'Noter'],
        },
        { title: 'Skicka bokslutsrapport till kunden', stage: 0, due: 55, who: null },
      ],
    },
    {
      name: `Momsdeklaration Q${quarter} – Lindqvist Bygg`,
      description: 'Kvartalsmoms med omvänd skattskyldighet för byggtjänster.',
      companyId: ids.bygg,
      start: -20,
      end: 25,
      tasks: [
        {
          title: 'Hämta underlag från bokföringen',
          stage: 2,
          due: -8,
          who: 'partner',
          tags: ['moms'],
        },
        {
          title: 'Kontrollera omvänd skattskyldighet',
          stage: 1,
          due: 1,
          who: 'partner',
          tags: ['moms', 'bygg'],
          checklist: ['x Underentreprenörer', 'Fakturor utan moms'],
        },
        {
          title: 'Stäm av momskonton 2610–2650',
          stage: 0,
          due: -2,
          who: 'partner',
          tags: ['moms', 'avstämning'],
        },
        {
          title: 'Lämna momsdeklaration',
          stage: 0,
          due: 12,
          who: 'partner',
          tags: ['moms', 'skatteverket'],
        },
        { title: 'Bokför momsbetalning', stage: 0, due: 20, who: null, tags: ['moms'] },
      ],
    },
    {
      name: 'Byråns rutiner',
      description: 'Interna rutiner och kvalitetsarbete.',
      companyId: null,
      internal: true,
      start: -60,
      end: null,
      tasks: [
        { title: 'Arkivera avslutade uppdrag', stage: 2, due: -15, who: 'master', tags: ['arkiv'] },
        {
          title: 'Uppdatera uppdragsavtal',
          stage: 1,
          due: 6,
          who: 'master',
          tags: ['avtal'],
          checklist: ['x Mall för löpande bokföring', 'Mall för bokslut'],
        },
        { title: 'Genomgång av GDPR-rutiner', stage: 0, due: -5, who: 'partner', tags: ['gdpr'] },
        { title: 'Planera kompetensdag', stage: 0, due: 20, who: null, tags: ['team'] },
      ],
    },
    {
      name: 'Löpande bokföring – Skärgårdens Kaffe AB',
      description: 'Månadsavstämning efter att Shopify-kopplingen aktiverats.',
      companyId: ids.kaffe,
      start: -10,
      end: 80,
      tasks: [
        {
          title: 'Aktivera Shopify-kopplingen med kunden',
          stage: 1,
          due: 3,
          who: 'master',
          tags: ['onboarding'],
        },
        {
          title: 'Mappa konton för kaffe och tillbehör',
          stage: 0,
          due: 7,
          who: 'master',
          tags: ['kontoplan'],
          checklist: ['Försäljning 12 %', 'Försäljning 25 %', 'Frakt'],
        },
        { title: 'Stäm av första månaden', stage: 0, due: 30, who: null, tags: ['avstämning'] },
        { title: 'Välkomstmöte', stage: 2, due: -7, who: 'master', tags: ['onboarding'] },
      ],
    },
  ];
}
