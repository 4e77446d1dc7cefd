import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { CLASH_MESSAGES } from '../../../shared/scheduling-rules.ts';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('a slot’s clash, as the booking page words it', () => {
  it('says in English exactly what the server refuses the booking with', () => {
    expect(i18next.t('booking:clash.match', { label: 'Q12', time: '10:40' })).toBe(
      CLASH_MESSAGES.match('Q12', '10:40'),
    );
    expect(i18next.t('booking:clash.blocked', { label: 'Lunch', from: '12:00', to: '13:00' })).toBe(
      CLASH_MESSAGES.blocked('Lunch', '12:00', '13:00'),
    );
  });

  it('says it in Spanish to a Spanish reader, with the match and the time', async () => {
    await i18next.changeLanguage('es');
    await i18next.loadNamespaces('booking');
    expect(i18next.t('booking:clash.match', { label: 'Q12', time: '10:40' })).toBe(
      'Coincide con tu partido Q12 a las 10:40',
    );
  });
});
