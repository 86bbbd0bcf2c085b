import type { CreateUser } from '@portal/contracts/schemas/tenancy';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { fieldError, notFound } from '../../http/http-error';
import { hashPassword } from '../../lib/passwords';
import { newTokenKey } from '../../lib/secrets';
import { addCompanyMember, addFirmMember } from '../companies/companies.repository';
import { toCompanyDto } from '../companies/company-dto';
import { recordEvent, snapshot } from '../events/events.service';
import type { Scope } from '../tenancy/scope';
import {
  allCompaniesOfUser,
  companyRef,
  findUserByEmail,
  findVisibleUser,
  firmRef,
  insertUser,
  listVisibleUsers,
} from './users.repository';
import type { UserFilter } from './users.repository';
import { showsCompany, userView, userViewFor } from './users.service';

export async function listUsers(ctx: AppContext, scope: Scope, filter: UserFilter) {
  const { count, rows } = await listVisibleUsers(ctx.db, scope, filter);
  const results = await Promise.all(rows.map((row) => userViewFor(ctx.db, scope, row)));
  return { count, results };
}

/** The companies a visible user works in (memberships and accountant assignments). */
export async function userCompanies(ctx: AppContext, scope: Scope, id: number) {
  if (!(await findVisibleUser(ctx.db, scope, id))) throw notFound();
  const rows = await allCompaniesOfUser(ctx.db, id);
  return rows.filter((r) => showsCompany(scope, id, r.company.id)).map(toCompanyDto);
}

const emailTaken = () => fieldError('email_taken', 'email', 'errors.email_taken');

/**
 * In-house staff create an active user directly, optionally in a company (Owner or Colleague)
 * or a firm (accountant roles). Without a password the user sets one through "forgot password".
 */
export async function createUser(ctx: AppContext, scope: Scope, input: CreateUser) {
  if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
  if (input.company_id !== undefined && !(await companyRef(ctx.db, input.company_id))) {
    throw fieldError('not_found', 'company_id', 'errors.not_found');
  }
  if (input.firm_id !== undefined && !(await firmRef(ctx.db, input.firm_id))) {
    throw fieldError('not_found', 'firm_id', 'errors.not_found');
  }
  const passwordHash = await hashPassword(input.password ?? newTokenKey());
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        username: input.email.toLowerCase(),
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash,
        role: input.role,
        isAccountant: input.role.endsWith('Accountant'),
        isActive: true,
        dateJoined: ctx.clock.now(),
      });
      if (
        input.company_id !== undefined &&
        (input.role === 'Owner' || input.role === 'Colleague')
      ) {
        await addCompanyMember(tx, user.id, input.company_id, input.role);
      }
      if (input.firm_id !== undefined && input.role.endsWith('Accountant')) {
        await addFirmMember(tx, user.id, input.firm_id, input.role);
      }
      await recordEvent(tx, scope, ctx.clock.now(), {
        entity: 'user',
        entityId: user.id,
        action: 'created',
        firmId: input.firm_id ?? null,
        newData: snapshot(user),
      });
      return user;
    });
    return userView(ctx.db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
