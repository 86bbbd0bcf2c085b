import type { AccountingFirm, FirmInput, FirmPatch } from '@portal/contracts/schemas/tenancy';
import type { AccountingFirmRow } from '../../db/schema/companies';

export function toFirmDto(row: {
  firm: AccountingFirmRow;
  clientCount: number;
  accountantCount: number;
}): AccountingFirm {
  const f = row.firm;
  return {
    id: f.id,
    name: f.name,
    firm_number: f.firmNumber,
    accounting_partner_id: f.accountingPartnerId,
    affiliate_code: f.affiliateCode,
    affiliate_type:
      f.affiliateType === 'discount' || f.affiliateType === 'kickback' ? f.affiliateType : null,
    bank: f.bank,
    bankgiro_number: f.bankgiroNumber,
    company_id: f.companyId,
    primary_accountant_id: f.primaryAccountantId,
    tier_plan: f.tierPlan as AccountingFirm['tier_plan'],
    new_features: f.newFeatures,
    client_count: row.clientCount,
    accountant_count: row.accountantCount,
    created_at: f.createdAt.toISOString(),
  };
}

export function firmChange(input: FirmPatch | FirmInput): Partial<AccountingFirmRow> {
  const change: Partial<AccountingFirmRow> = {};
  const map: [keyof FirmPatch, keyof AccountingFirmRow][] = [
    ['name', 'name'],
    ['firm_number', 'firmNumber'],
    ['affiliate_code', 'affiliateCode'],
    ['affiliate_type', 'affiliateType'],
    ['bank', 'bank'],
    ['bankgiro_number', 'bankgiroNumber'],
    ['primary_accountant_id', 'primaryAccountantId'],
    ['tier_plan', 'tierPlan'],
    ['new_features', 'newFeatures'],
  ];
  for (const [from, to] of map) {
    if (input[from] !== undefined) (change as Record<string, unknown>)[to] = input[from];
  }
  return change;
}
