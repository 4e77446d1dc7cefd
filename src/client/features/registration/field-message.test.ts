import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { TEAM_CODE_MESSAGES } from '../../../shared/contract/auth.ts';
import {
  CONSENT_MESSAGES,
  standaloneRegistrationSchema,
} from '../../../shared/contract/consent.ts';
import englishTexts from '../../lib/i18n/locales/en/registration.json';
import { useFieldMessage } from './field-message.ts';

describe('registration field messages in the reader’s language', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('words them in English as the shared contract does, word for word', () => {
    expect(englishTexts.validation.teamCode).toEqual(TEAM_CODE_MESSAGES);
    expect(englishTexts.validation.consent).toEqual(CONSENT_MESSAGES);
  });

  it('keeps the contract’s English in English', () => {
    const { result } = renderHook(() => useFieldMessage());
    expect(result.current(CONSENT_MESSAGES.signature)).toBe('Digital signature is required');
    expect(result.current(undefined)).toBeUndefined();
  });

  it('shows what the contract says of an empty form in French, and any other text as it came', async () => {
    await i18next.changeLanguage('fr');
    const { result } = renderHook(() => useFieldMessage());
    const parsed = standaloneRegistrationSchema.safeParse({});
    expect(parsed.success).toBe(false);
    const shown = parsed.error?.issues.map((issue) => result.current(issue.message)) ?? [];
    expect(shown).toContain('Veuillez choisir une équipe');
    expect(shown).toContain("Veuillez saisir votre code d'équipe");
    expect(shown).toContain('La signature numérique est obligatoire');
    const english = new Set<string | undefined>([
      ...Object.values(CONSENT_MESSAGES),
      ...Object.values(TEAM_CODE_MESSAGES),
    ]);
    expect(shown.filter((text) => english.has(text))).toEqual([]);
    expect(result.current('Something the server said')).toBe('Something the server said');
  });
});
