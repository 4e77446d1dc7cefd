import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES, MESSAGE_CATEGORY_LABELS } from '../../../shared/canned-messages.ts';
import english from '../../lib/i18n/locales/en/messages.json';
import { useCannedText } from './canned-text.ts';

describe('canned messages in the reader’s language', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('keeps the English catalogue word for word in the English texts', () => {
    expect(Object.fromEntries(CANNED_MESSAGES.map((m) => [String(m.id), m.text]))).toEqual(
      english.canned,
    );
    expect(MESSAGE_CATEGORY_LABELS).toEqual(english.categories);
  });

  it('shows a canned text in Spanish and any other text as sent', async () => {
    await i18next.changeLanguage('es');
    const { result } = renderHook(() => useCannedText());
    expect(result.current('Where should we meet?')).toBe('¿Dónde nos encontramos?');
    expect(result.current('Hello there')).toBe('Hello there');
  });
});
