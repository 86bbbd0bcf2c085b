import type { terms as sv } from '../sv/terms';

export const terms: typeof sv = {
  intro:
    'The terms that apply to Bokföringsportalen. When you activate a subscription you accept the version in force at the time.',
  version: 'Version',
  version_option: '{{version}} (published {{date}})',
  current: 'Current version',
  older: 'Earlier version',
  published: 'Published {{date}}',
  failed: 'The terms could not be loaded.',
};
