import { notFound } from '../../http/http-error';
import type { Db } from '../../db/client';
import type { Scope } from '../tenancy/scope';
import { companyExists } from './ledger-companies.repository';

/**
 * The company whose ledger a financial tool reads (issue 16, ADR 036): in-house staff may read
 * any company's; accountants the clients they see (a master accountant every client of the firm,
 * a partner the assigned ones, ADR 010); someone switched into a company only that one. Any other
 * company answers "not found", as a record of another tenant does.
 */
export async function ledgerCompanyOf(db: Db, scope: Scope, companyId: number): Promise<number> {
  if (!mayReadLedger(scope, companyId) || !(await companyExists(db, companyId))) throw notFound();
  return companyId;
}

export function mayReadLedger(scope: Scope, companyId: number): boolean {
  return scope.all || scope.companyIds.includes(companyId);
}
