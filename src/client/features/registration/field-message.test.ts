import { describe, expect, it } from 'vitest';
import { TEAM_CODE_MESSAGES } from '../../../shared/contract/auth.ts';
import { CONSENT_MESSAGES } from '../../../shared/contract/consent-messages.ts';
import english from '../../lib/i18n/locales/en/registration.json';

describe('registration field messages', () => {
  it('English words them as the shared contract does, word for word', () => {
    expect(english.validation.teamCode).toEqual(TEAM_CODE_MESSAGES);
    expect(english.validation.consent).toEqual(CONSENT_MESSAGES);
  });
});
