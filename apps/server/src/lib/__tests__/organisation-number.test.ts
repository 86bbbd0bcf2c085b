import { describe, expect, it } from 'vitest';
import { organisationDigits, sameOrganisation } from '../organisation-number';

describe('organisation numbers', () => {
  it('are one number with or without the dash, spaces and the century', () => {
    expect(organisationDigits('556677-8899')).toBe('5566778899');
    expect(organisationDigits(' 556677 8899 ')).toBe('5566778899');
    expect(organisationDigits('16556677-8899')).toBe('5566778899');
    expect(organisationDigits('19801212-1234')).toBe('8012121234');
    expect(sameOrganisation('165566778899', '556677-8899')).toBe(true);
  });

  it('tell different companies apart, and an empty number matches nothing', () => {
    expect(sameOrganisation('556677-8899', '559123-4567')).toBe(false);
    expect(sameOrganisation('', '')).toBe(false);
  });
});
