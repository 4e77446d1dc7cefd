import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingFormSchema } from '../../../shared/contract/interviews.ts';
import { drawingNameSchema } from '../../../shared/contract/drawings.ts';
import { useFieldMessage } from './field-message.ts';
import booking from './locales/en/booking.json';
import drawing from './locales/en/drawing.json';
import './team-screens.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('field messages in the reader’s language', () => {
  it('word each validation text exactly as the shared contract does, so a message is found', () => {
    expect(firstMessage(bookingFormSchema.safeParse({ title: '', notes: '' }))).toBe(
      booking.validation.titleRequired,
    );
    expect(firstMessage(bookingFormSchema.safeParse({ title: 'x'.repeat(121), notes: '' }))).toBe(
      booking.validation.titleTooLong,
    );
    expect(
      firstMessage(bookingFormSchema.safeParse({ title: 'Ok', notes: 'x'.repeat(1001) })),
    ).toBe(booking.validation.notesTooLong);
    expect(firstMessage(drawingNameSchema.safeParse(''))).toBe(drawing.validation.nameRequired);
    expect(firstMessage(drawingNameSchema.safeParse('x'.repeat(81)))).toBe(
      drawing.validation.nameTooLong,
    );
  });

  it('shows the contract’s English in English and its translation in Spanish; other texts as they came', async () => {
    const { result, rerender } = renderHook(() => useFieldMessage('booking'));
    expect(result.current(booking.validation.titleRequired)).toBe(
      'Please enter an interview title',
    );
    await i18next.changeLanguage('es');
    await i18next.loadNamespaces('booking');
    rerender();
    expect(result.current(booking.validation.titleRequired)).toBe(
      'Escribe un título para la entrevista',
    );
    expect(result.current('A message of the server')).toBe('A message of the server');
    expect(result.current(undefined)).toBeUndefined();
  });
});
