import { describe, expect, it } from 'vitest';
import {
  CANNED_MESSAGES,
  MESSAGE_CATEGORIES,
  MESSAGE_CATEGORY_LABELS,
  cannedMessageId,
  cannedMessageText,
} from './canned-messages.ts';

describe('the pre-approved messages, stored by id', () => {
  it('are the spec’s 11, with ids 1 to 11 and texts each once, in known categories', () => {
    expect(CANNED_MESSAGES.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(new Set(CANNED_MESSAGES.map((m) => m.text)).size).toBe(11);
    for (const m of CANNED_MESSAGES) expect(MESSAGE_CATEGORIES).toContain(m.category);
  });

  it('turn each text into its id and back', () => {
    for (const m of CANNED_MESSAGES) {
      expect(cannedMessageId(m.text)).toBe(m.id);
      expect(cannedMessageText(m.id)).toBe(m.text);
    }
    expect(cannedMessageId('Where should we meet?')).toBe(4);
  });

  it('know no other text, not even one that differs by case or a space', () => {
    expect(cannedMessageId('where should we meet?')).toBeNull();
    expect(cannedMessageId('Where should we meet? ')).toBeNull();
    expect(cannedMessageId('')).toBeNull();
  });

  it('name their categories as the spec does', () => {
    expect(MESSAGE_CATEGORY_LABELS).toEqual({
      scheduling: 'Scheduling & Availability',
      location: 'Location & Logistics',
      strategy: 'Practice Goals & Strategy',
      readiness: 'Robot Readiness',
    });
  });

  it('refuse an id they do not hold', () => {
    expect(() => cannedMessageText(0)).toThrow('No canned message 0');
    expect(() => cannedMessageText(12)).toThrow('No canned message 12');
  });
});
