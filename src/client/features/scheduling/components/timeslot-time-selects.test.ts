import { describe, expect, it } from 'vitest';
import { hourLabel } from './timeslot-time-selects.tsx';

describe('the new timeslot hour labels', () => {
  it("keep the spec's English", () => {
    expect(hourLabel(0, 'en')).toBe('12 AM (00)');
    expect(hourLabel(9, 'en')).toBe('9 AM (09)');
    expect(hourLabel(16, 'en')).toBe('4 PM (16)');
  });

  it("write the hour as the reader's clock does in another language, with no English AM or PM", () => {
    for (const language of ['es', 'fr', 'zh'] as const) {
      for (const hour of [9, 16]) {
        const label = hourLabel(hour, language);
        expect(label).not.toMatch(/AM|PM/);
        expect(label).toMatch(new RegExp(String(hour)));
      }
    }
    expect(hourLabel(16, 'fr')).toBe('16 h');
  });
});
