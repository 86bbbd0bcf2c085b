/** The terms and conditions screen (/terms-and-conditions). */
export const terms = {
  intro:
    'Villkoren som gäller för Bokföringsportalen. Vid aktivering av en prenumeration godkänner du den version som gäller då.',
  version: 'Version',
  version_option: '{{version}} (publicerad {{date}})',
  current: 'Gällande version',
  older: 'Äldre version',
  published: 'Publicerad {{date}}',
  failed: 'Villkoren kunde inte hämtas.',
};
