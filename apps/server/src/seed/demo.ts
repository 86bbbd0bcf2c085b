import type { Db } from '../db/client';
import { hashPassword } from '../lib/passwords';
import {
  addCompanyMember,
  addFirmMember,
  assignAccountant,
  insertCompany,
  insertFirm,
} from '../modules/companies/companies.repository';
import { insertNotification } from '../modules/notifications/notifications.repository';
import { insertSubscription } from '../modules/subscriptions/subscriptions.repository';
import { seedDemoBilling } from './demo-billing';
import { seedDemoCustomAccounts } from './demo-custom-accounts';
import { seedDemoFirmPayouts } from './demo-firm-payouts';
import { seedDemoKickbacks } from './demo-kickbacks';
import { seedDemoCollaboration } from './demo-collaboration';
import { seedDemoSyncDecisions } from './demo-sync-decisions';
import { seedDemoPreparation } from './demo-preparation';
import { seedDemoWorkflowTemplates } from './demo-workflow-templates';
import { seedDemoProjects } from './demo-projects';
import { seedDemoTodos } from './demo-todos';
import { seedDemoTime } from './demo-time';
import { seedDemoDashboard } from './demo-dashboard';
import { seedDemoGenericResources } from './demo-generic-resources';
import { seedDemoSyncHealth } from './demo-sync-health';
import { seedDemoSystemNotifications } from './demo-system-notifications';
import { seedDemoFaq } from './demo-faq';
import { seedDemoGuides } from './demo-guides';
import { countUsers, insertUser, updateUser } from '../modules/users/users.repository';

export const DEMO_PASSWORD = 'Demo1234';

/** The demo sign-ins main.ts prints (README lists the same). */
export const DEMO_SIGNINS = [
  { email: 'owner@example.com', role: 'Owner', note: 'two companies: sign-in asks which' },
  {
    email: 'colleague@example.com',
    role: 'Colleague',
    note: "colleague in the owner's first company",
  },
  { email: 'partner@example.com', role: 'PartnerAccountant', note: 'partner accountant' },
  {
    email: 'master@example.com',
    role: 'MasterAccountant',
    note: 'master accountant of Demo Redovisning AB',
  },
  { email: 'assistant@example.com', role: 'AssistingAccountant', note: 'assisting accountant' },
  { email: 'nonpartner@example.com', role: 'NonPartnerAccountant', note: 'non-partner accountant' },
  {
    email: 'inhouse@example.com',
    role: 'Inhouse',
    note: 'in-house staff (reads the e-mail outbox)',
  },
] as const;

const NAMES: Record<string, [string, string]> = {
  'owner@example.com': ['Olivia', 'Ägare'],
  'colleague@example.com': ['Karl', 'Kollega'],
  'partner@example.com': ['Petra', 'Partner'],
  'master@example.com': ['Magnus', 'Mästare'],
  'assistant@example.com': ['Astrid', 'Assistent'],
  'nonpartner@example.com': ['Nils', 'Nilsson'],
  'inhouse@example.com': ['Ingrid', 'Intern'],
};

const NOTICES = [
  {
    title: 'Välkommen till Bokföringsportalen',
    text: 'Ditt konto är klart att använda.',
    type: 'success',
    kind: 'account',
    link: '/app-catalogue',
  },
  {
    title: 'Synkronisering klar',
    text: 'Gårdagens ordrar är bokförda i Fortnox.',
    type: 'info',
    kind: 'sync_errors',
  },
  {
    title: 'Kontrollera kontoplanen',
    text: 'Ett konto för fraktintäkter saknas i mappningen.',
    type: 'warning',
    kind: 'sync_errors',
  },
] as const;

/**
 * Demo data for `npm start` on an empty database: one user per role, two companies for the
 * owner (so sign-in asks which), and a firm with client companies. Does nothing if users exist.
 */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids: Record<string, number> = {};
    for (const { email, role } of DEMO_SIGNINS) {
      const [firstName, lastName] = NAMES[email]!;
      const user = await insertUser(tx, {
        email,
        username: email.split('@')[0]!,
        firstName,
        lastName,
        passwordHash,
        role,
        isActive: true,
        isAccountant: role.endsWith('Accountant'),
        phone: '070-123 45 67',
        dateJoined: now,
      });
      ids[email] = user.id;
      for (const [i, notice] of NOTICES.entries()) {
        await insertNotification(tx, {
          userId: user.id,
          ...notice,
          createdAt: new Date(now.getTime() - (NOTICES.length - i) * 3600_000),
          readAt: i === 0 ? now : null,
        });
      }
    }
    const id = (email: string) => ids[email]!;
    const master = id('master@example.com');

    const firm = await insertFirm(tx, {
      name: 'Demo Redovisning AB',
      firmNumber: '559900-1122',
      accountingPartnerId: id('partner@example.com'),
      primaryAccountantId: master,
      affiliateCode: 'DEMO10',
      affiliateType: 'kickback',
      bank: 'Handelsbanken',
      bankgiroNumber: '123-4567',
      tierPlan: 'gold',
      // the accountant suite's new-features routes are open for the demo firm (ADR 006)
      newFeatures: true,
    });
    for (const [email, role] of [
      ['master@example.com', 'MasterAccountant'],
      ['partner@example.com', 'PartnerAccountant'],
      ['assistant@example.com', 'AssistingAccountant'],
    ] as const) {
      await addFirmMember(tx, id(email), firm.id, role);
      await updateUser(tx, id(email), { primaryAccountantId: master });
    }

    const company = (name: string, organizationNumber: string, city: string, firmId?: number) =>
      insertCompany(tx, {
        name,
        organizationNumber,
        city,
        zipCode: '111 22',
        addressLine1: 'Storgatan 1',
        billingEmail: 'faktura@example.com',
        invoiceEmail: 'faktura@example.com',
        accountingFirmId: firmId ?? null,
      });
    const norrsken = await company('Norrsken Handel AB', '556677-8899', 'Stockholm', firm.id);
    const fjall = await company('Fjällbutiken i Åre AB', '559123-4567', 'Åre');
    const kaffe = await company('Skärgårdens Kaffe AB', '556800-1234', 'Vaxholm', firm.id);
    const bygg = await company('Lindqvist Bygg & Järn AB', '556901-2345', 'Umeå', firm.id);

    await addCompanyMember(tx, id('owner@example.com'), norrsken.id, 'Owner');
    await addCompanyMember(tx, id('owner@example.com'), fjall.id, 'Owner');
    await addCompanyMember(tx, id('colleague@example.com'), norrsken.id, 'Colleague');
    await assignAccountant(tx, master, norrsken.id);
    await assignAccountant(tx, id('partner@example.com'), bygg.id);
    await assignAccountant(tx, id('assistant@example.com'), kaffe.id);
    await assignAccountant(tx, id('nonpartner@example.com'), fjall.id);

    // The owner's first company books its Shopify shop into Fortnox as customer invoices (so
    // the sales panel shows the customers Fortnox keeps for them, e3) and its WooCommerce shop
    // as SIE files; Skärgårdens Kaffe has one waiting to be activated. Fjällbutiken's shop is
    // paid through Stripe and Klarna, all three booked into Visma eEkonomi as vouchers from the
    // first of last month, so a whole month reconciles (/report).
    const weekBack = new Date(now.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
    const subscription = (
      companyId: number,
      application: string,
      accounting: string,
      status: string,
      {
        // the free retroactive import: a week back (SPEC §8)
        startDate = weekBack,
        bookAs = 'voucher',
      }: { startDate?: string; bookAs?: 'voucher' | 'invoice' } = {},
    ) =>
      insertSubscription(tx, {
        companyId,
        application,
        accounting,
        status,
        isLive: status === 'Active',
        startDate,
        bookAs,
        createdBy: id('owner@example.com'),
      });
    const shop = await subscription(norrsken.id, 'shopify', 'fortnox', 'Active', {
      bookAs: 'invoice',
    });
    const sieShop = await subscription(norrsken.id, 'woocommerce', 'sie', 'Active');
    await subscription(kaffe.id, 'shopify', 'fortnox', 'Pending');
    const monthBack = demoMonthStart(now).toISOString().slice(0, 10);
    for (const application of ['woocommerce', 'stripe', 'klarna']) {
      await subscription(fjall.id, application, 'visma', 'Active', { startDate: monthBack });
    }
    await seedDemoBilling(tx, norrsken.id, now);
    await seedDemoDashboard(tx, { shop, sieShop, byggCompanyId: bygg.id }, now);
    await seedDemoGenericResources(
      tx,
      { authorId: id('inhouse@example.com'), firmId: firm.id },
      now,
    );
    await seedDemoSyncHealth(tx, { passwordHash }, now);
    await seedDemoSystemNotifications(
      tx,
      { author: id('inhouse@example.com'), firmId: firm.id },
      now,
    );
    await seedDemoGuides(tx, id('inhouse@example.com'), now);
    await seedDemoCustomAccounts(
      tx,
      { kaffe: kaffe.id, bygg: bygg.id },
      id('inhouse@example.com'),
      now,
    );
    await seedDemoFirmPayouts(tx, firm.id, id('inhouse@example.com'), now);
    await seedDemoFaq(
      tx,
      { ownerId: id('owner@example.com'), staffId: id('inhouse@example.com') },
      now,
    );
    await seedDemoSyncDecisions(tx, kaffe.id, now);
    await seedDemoPreparation(
      tx,
      {
        firmId: firm.id,
        master,
        partner: id('partner@example.com'),
        norrsken: norrsken.id,
        kaffe: kaffe.id,
        bygg: bygg.id,
        shop,
      },
      now,
    );
    await seedDemoKickbacks(
      tx,
      { firmId: firm.id, byggCompanyId: bygg.id, staffId: id('inhouse@example.com') },
      now,
    );
    await seedDemoWorkflowTemplates(tx, { firmId: firm.id, master, norrsken: norrsken.id }, now);
    await seedDemoCollaboration(
      tx,
      {
        firmId: firm.id,
        norrskenId: norrsken.id,
        masterId: master,
        ownerId: id('owner@example.com'),
        colleagueId: id('colleague@example.com'),
      },
      now,
    );
    await seedDemoTodos(
      tx,
      {
        norrsken: norrsken.id,
        fjall: fjall.id,
        kaffe: kaffe.id,
        bygg: bygg.id,
        ownerId: id('owner@example.com'),
        colleagueId: id('colleague@example.com'),
        inhouseId: id('inhouse@example.com'),
      },
      now,
    );
    await seedDemoProjects(
      tx,
      {
        firmId: firm.id,
        master,
        partner: id('partner@example.com'),
        norrsken: norrsken.id,
        kaffe: kaffe.id,
        bygg: bygg.id,
      },
      now,
    );
    await seedDemoTime(
      tx,
      {
        firmId: firm.id,
        master,
        partner: id('partner@example.com'),
        norrsken: norrsken.id,
        kaffe: kaffe.id,
        bygg: bygg.id,
      },
      now,
    );
  });
  return true;
}

/** The first day of last month (UTC): where the demo's month of payments begins. */
export function demoMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
}

export function demoSigninsTable(): string {
  const width = Math.max(...DEMO_SIGNINS.map((d) => d.email.length));
  const lines = DEMO_SIGNINS.map(
    (d) => `  ${d.email.padEnd(width)}  ${d.role.padEnd(20)}  ${d.note}`,
  );
  return [`Demo sign-ins (password ${DEMO_PASSWORD}):`, ...lines].join('\n');
}
