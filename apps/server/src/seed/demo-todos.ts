import type { Db } from '../db/client';
import { todos } from '../db/schema/help';

export interface TodosSeed {
  norrsken: number;
  fjall: number;
  kaffe: number;
  bygg: number;
  ownerId: number;
  colleagueId: number;
  inhouseId: number;
}

const DAY = 86_400_000;

/**
 * To-dos for /todos: Norrsken's (owner and colleague) across statuses with tags, two overdue;
 * a few of Fjällbutiken's; the in-house staff's own internal ones and two on other companies.
 */
export async function seedDemoTodos(db: Db, seed: TodosSeed, now: Date) {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  type Row = [
    company: number | null,
    task: string,
    description: string,
    due: number | null,
    tags: string[],
    assignee: number | null,
    status: 'pending' | 'onhold' | 'done',
    by: number,
  ];
  const { norrsken, fjall, kaffe, bygg, ownerId: o, colleagueId: c, inhouseId: s } = seed;
  const rows: Row[] = [
    [
      norrsken,
      'Lämna momsdeklarationen för oktober',
      'Kontrollera 2611–2641 mot momsrapporten innan den skickas.',
      -3,
      ['Moms', 'Brådskande'],
      o,
      'pending',
      o,
    ],
    [
      norrsken,
      'Stäm av avräkningskontot 1580',
      'Shopify-utbetalningarna för förra veckan saknar en rad.',
      -1,
      ['Bokslut'],
      c,
      'pending',
      o,
    ],
    [norrsken, 'Skicka underlag för bokslutet till byrån', '', 12, ['Bokslut'], o, 'pending', o],
    [
      norrsken,
      'Gå igenom returerna i november',
      'Kreditnotor som inte bokförts i Fortnox.',
      5,
      ['Moms'],
      c,
      'pending',
      o,
    ],
    [norrsken, 'Uppdatera fraktavgifterna i webbutiken', '', 20, ['Webbutik'], c, 'onhold', c],
    [
      norrsken,
      'Byta bank för kortinlösen',
      'Väntar på offert från banken.',
      null,
      ['Bank'],
      o,
      'onhold',
      o,
    ],
    [norrsken, 'Betala leverantörsfakturor', '', 2, ['Brådskande'], c, 'pending', c],
    [
      norrsken,
      'Kontrollera lagervärdet',
      'Inventering i lagret i Hägersten.',
      30,
      ['Bokslut', 'Lager'],
      null,
      'pending',
      o,
    ],
    [
      norrsken,
      'Rätta kundregistret',
      'Dubbletter av samma kund från två butiker.',
      null,
      [],
      c,
      'pending',
      c,
    ],
    [norrsken, 'Momsdeklaration september', '', -40, ['Moms'], o, 'done', o],
    [norrsken, 'Koppla WooCommerce-butiken', '', -20, ['Webbutik'], c, 'done', o],
    [norrsken, 'Läs igenom villkoren för Klarna', '', null, [], o, 'done', c],
    [fjall, 'Stäm av Stripe mot Visma', 'Månadens utbetalningar.', 4, ['Bokslut'], o, 'pending', o],
    [fjall, 'Förnya avtalet med lagerhotellet', '', 15, [], o, 'onhold', o],
    [fjall, 'Momsdeklaration kvartal 3', '', -30, ['Moms'], o, 'done', o],
    [null, 'Granska nya anslutningar i veckan', '', 1, ['Intern'], s, 'pending', s],
    [
      null,
      'Uppdatera FAQ om momssatser',
      'Ny fråga om 6 % moms på böcker.',
      7,
      ['Intern', 'FAQ'],
      s,
      'pending',
      s,
    ],
    [null, 'Följ upp misslyckade synkningar', '', -2, ['Intern', 'Brådskande'], s, 'pending', s],
    [null, 'Planera introduktion för nya kunder', '', null, ['Intern'], null, 'onhold', s],
    [null, 'Rensa gamla API-loggar', '', -10, ['Intern'], s, 'done', s],
    [kaffe, 'Hjälp Skärgårdens Kaffe att aktivera Shopify', '', 3, ['Kund'], s, 'pending', s],
    [bygg, 'Kontrollera Lindqvists kontoplan', '', 9, ['Kund'], s, 'pending', s],
  ];
  await db.insert(todos).values(
    rows.map(([companyId, task, description, due, tags, assigneeId, status, by], i) => ({
      companyId,
      task,
      description,
      dueDate: due === null ? null : day(due),
      tags,
      assigneeId,
      status,
      completedAt: status === 'done' ? at(1 + (i % 5)) : null,
      createdBy: by,
      updatedBy: by,
      createdAt: at(45 - i),
      updatedAt: at(Math.max(0, 20 - i)),
    })),
  );
}
