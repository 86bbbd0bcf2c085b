import type { Company, ConnectedUser } from '@portal/contracts/schemas/tenancy';
import { isRole } from '@portal/contracts/roles';
import type { CompanyInput, CompanyPatch } from '@portal/contracts/schemas/tenancy';
import type { CompanyRow } from '../../db/schema/companies';
import type { NewCompany } from './companies.repository';

export function toCompanyDto(row: {
  company: CompanyRow;
  firm: { id: number; name: string } | null;
}): Company {
  const c = row.company;
  return {
    id: c.id,
    name: c.name,
    company_id: c.organizationNumber,
    billing_email: c.billingEmail,
    mobile_phone: c.mobilePhone,
    office_phone: c.officePhone,
    country: c.country,
    city: c.city,
    zip_code: c.zipCode,
    address_line1: c.addressLine1,
    address_line2: c.addressLine2,
    address_co: c.addressCo,
    is_active: c.isActive,
    accept_sms: c.acceptSms,
    accounting_firm: row.firm,
    created_at: c.createdAt.toISOString(),
  };
}

/** API fields → columns; only the fields present are changed. */
export function companyChange(input: CompanyPatch | CompanyInput): Partial<NewCompany> {
  const change: Partial<NewCompany> = {};
  const map: [keyof CompanyPatch, keyof NewCompany][] = [
    ['name', 'name'],
    ['company_id', 'organizationNumber'],
    ['billing_email', 'billingEmail'],
    ['mobile_phone', 'mobilePhone'],
    ['office_phone', 'officePhone'],
    ['country', 'country'],
    ['city', 'city'],
    ['zip_code', 'zipCode'],
    ['address_line1', 'addressLine1'],
    ['address_line2', 'addressLine2'],
    ['address_co', 'addressCo'],
    ['is_active', 'isActive'],
    ['accept_sms', 'acceptSms'],
    ['accounting_firm_id', 'accountingFirmId'],
  ];
  for (const [from, to] of map) {
    if (input[from] !== undefined) (change as Record<string, unknown>)[to] = input[from];
  }
  return change;
}

export function toConnectedUser(row: {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: string | null;
  is_active: boolean;
  connection: string;
}): ConnectedUser {
  return {
    ...row,
    role: isRole(row.role) ? row.role : null,
    connection: row.connection as ConnectedUser['connection'],
  };
}
