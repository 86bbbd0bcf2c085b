/**
 * An organisation number as ten digits: spaces and the dash dropped, and the century (16 for a
 * company, 19/20 for a sole trader's personal number) taken off a twelve-digit form, so
 * 556677-8899, 5566778899 and 165566778899 are one number.
 */
export function organisationDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 12 && /^(16|19|20)/.test(digits) ? digits.slice(2) : digits;
}

export const sameOrganisation = (a: string, b: string) =>
  organisationDigits(a) !== '' && organisationDigits(a) === organisationDigits(b);
