import { stockholmDay } from '@portal/contracts/dates';
import type { Db } from '../db/client';
import { catchUpRecurrence } from '../modules/workflow-templates/recurrence-runs.service';
import { insertRecurrence } from '../modules/workflow-templates/recurrences.repository';
import {
  insertTemplate,
  replaceTemplateTasks,
} from '../modules/workflow-templates/workflow-templates.repository';

type Task = [
  title: string,
  offsetDays: number,
  description: string,
  checklist: string[],
  tags: string[],
];

/** The demo firm's templates (/workflow-templates): real Swedish closing work, offsets in days. */
const TEMPLATES: { name: string; description: string; tasks: Task[] }[] = [
  {
    name: 'Månadsbokslut',
    description:
      'Föregående månads avslut för kunder med månadsrapportering: avstämningar, periodiseringar och rapport till kunden. Startar den första i månaden.',
    tasks: [
      [
        'Bokför leverantörs- och kundfakturor',
        2,
        'Alla fakturor för föregående månad är bokförda.',
        ['Leverantörsfakturor attesterade', 'Kundfakturor avstämda mot kundreskontran'],
        ['bokföring'],
      ],
      [
        'Stäm av bankkonton',
        4,
        'Saldot på 1930 stämmer mot kontoutdraget per månadens sista dag.',
        ['Hämta kontoutdrag', 'Förklara differenser'],
        ['avstämning', 'bank'],
      ],
      [
        'Stäm av skattekontot',
        5,
        'Konto 1630 mot skattekontot hos Skatteverket.',
        [],
        ['avstämning', 'skatt'],
      ],
      [
        'Periodiseringar och upplupna kostnader',
        6,
        'Kostnader och intäkter hamnar i rätt månad.',
        ['Förutbetalda kostnader', 'Upplupna löner och semesterlöner'],
        ['periodisering'],
      ],
      ['Momsavstämning', 8, 'Momskontona 2610–2650 mot momsrapporten.', [], ['moms']],
      [
        'Månadsrapport till kunden',
        10,
        'Resultat- och balansrapport med kommentarer skickas till kunden.',
        ['Kommentera större avvikelser mot budget'],
        ['rapport'],
      ],
    ],
  },
  {
    name: 'Momsdeklaration kvartal',
    description:
      'Kvartalsvis momsredovisning. Startdatum: dagen efter kvartalets slut; deklarationen ska vara inne den 12:e i andra månaden därefter.',
    tasks: [
      ['Kontrollera att kvartalets verifikationer är bokförda', 5, '', [], ['moms']],
      [
        'Stäm av momskontona',
        15,
        'Utgående och ingående moms mot huvudboken.',
        [],
        ['moms', 'avstämning'],
      ],
      [
        'Ta fram och granska momsrapporten',
        20,
        '',
        ['Omvänd skattskyldighet', 'EU-försäljning'],
        ['moms'],
      ],
      ['Skicka underlaget till kunden för godkännande', 25, '', [], ['kund']],
      [
        'Lämna momsdeklarationen till Skatteverket',
        41,
        'Senast den 12:e i andra månaden efter kvartalet.',
        [],
        ['moms', 'deklaration'],
      ],
      ['Bokför momsbetalningen', 44, 'Omföring från 2650 till skattekontot 1630.', [], ['moms']],
    ],
  },
  {
    name: 'Årsbokslut och årsredovisning',
    description:
      'Bokslut, årsredovisning och inkomstdeklaration för aktiebolag. Startdatum: dagen efter räkenskapsårets slut.',
    tasks: [
      [
        'Inventera och värdera lagret',
        10,
        'Lagerlista per bokslutsdagen från kunden.',
        [],
        ['bokslut'],
      ],
      [
        'Stäm av balanskontona',
        30,
        'Varje balanskonto har en specifikation.',
        ['Bank och skattekonto', 'Kund- och leverantörsreskontra', 'Avräkningskonton'],
        ['bokslut', 'avstämning'],
      ],
      [
        'Periodiseringar och bokslutsdispositioner',
        45,
        'Periodiseringsfond och överavskrivningar.',
        [],
        ['bokslut'],
      ],
      ['Beräkna skatt och upprätta bokslutet', 60, '', [], ['bokslut', 'skatt']],
      [
        'Upprätta årsredovisningen',
        90,
        'Förvaltningsberättelse, resultat- och balansräkning, noter.',
        [],
        ['årsredovisning'],
      ],
      [
        'Lämna inkomstdeklaration 2',
        181,
        'Senast den 1 juli för kalenderår.',
        [],
        ['skatt', 'deklaration'],
      ],
      [
        'Årsstämma och fastställelseintyg',
        190,
        '',
        ['Protokoll från årsstämman', 'Fastställelseintyg undertecknat'],
        ['årsredovisning'],
      ],
      [
        'Skicka årsredovisningen till Bolagsverket',
        205,
        'Inom sju månader från räkenskapsårets slut.',
        [],
        ['årsredovisning'],
      ],
    ],
  },
];

/**
 * The demo firm's workflow templates, and Norrsken Handel AB's monthly close recurring from the
 * current month: its projects are made at once, as the job would.
 */
export async function seedDemoWorkflowTemplates(
  db: Db,
  { firmId, master, norrsken }: { firmId: number; master: number; norrsken: number },
  now: Date,
) {
  const ids: number[] = [];
  for (const template of TEMPLATES) {
    const row = await insertTemplate(db, {
      firmId,
      name: template.name,
      description: template.description,
      createdBy: master,
      updatedBy: master,
      createdAt: now,
      updatedAt: now,
    });
    await replaceTemplateTasks(
      db,
      row.id,
      template.tasks.map(([title, offsetDays, description, checklist, tags], n) => ({
        title,
        offsetDays,
        description,
        checklist: checklist.map((text, i) => ({ id: `demo-${n}-${i}`, text, done: false })),
        tags,
      })),
    );
    ids.push(row.id);
  }
  const today = stockholmDay(now);
  const recurrence = await insertRecurrence(db, {
    firmId,
    templateId: ids[0]!,
    companyId: norrsken,
    frequency: 'monthly',
    leadDays: 14,
    nextPeriodStart: `${today.slice(0, 7)}-01`,
    active: true,
    createdBy: master,
    createdAt: now,
    updatedAt: now,
  });
  await catchUpRecurrence(db, recurrence.id, today, now);
}
