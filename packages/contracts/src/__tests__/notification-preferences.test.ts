import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles';
import { PREFERENCE_KINDS, preferencesFor } from '../schemas/notifications';
import { NotificationSettings } from '../schemas/users';

describe('preferencesFor', () => {
  it('asks each role only about the kinds that reach it', () => {
    const kinds = (role: (typeof ROLES)[number]) => preferencesFor(role).map((p) => p.kind);
    expect(kinds('Owner')).toEqual(['sync_errors', 'messages', 'todos', 'system']);
    expect(kinds('Colleague')).toEqual(['messages', 'todos', 'system']);
    expect(kinds('MasterAccountant')).toEqual(['messages', 'todos', 'system']);
    expect(kinds('Inhouse')).toEqual(['sync_errors', 'todos', 'system', 'payouts', 'faq']);
    // in-house staff hear of sync errors in the portal; the alert e-mails go to owners
    expect(preferencesFor('Inhouse')[0]).toEqual({ kind: 'sync_errors', channels: ['in_app'] });
  });

  it('names only settings that exist', () => {
    const keys = Object.keys(NotificationSettings.shape);
    for (const role of ROLES)
      for (const { kind, channels } of preferencesFor(role))
        for (const channel of channels) expect(keys).toContain(`${channel}_${kind}`);
    for (const kind of PREFERENCE_KINDS) expect(keys).toContain(`in_app_${kind}`);
  });
});
