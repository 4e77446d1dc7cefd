import { describe, expect, it } from 'vitest';
import { withEventName } from './event-title.ts';

describe('withEventName', () => {
  it("puts the event's name between the page's and the app's", () => {
    expect(withEventName('Messages - PitCrew', 'Spring Regional')).toBe(
      'Messages - Spring Regional - PitCrew',
    );
    expect(withEventName('PitCrew', 'Spring Regional')).toBe('PitCrew - Spring Regional');
  });

  it('leaves the title alone while the event has no name', () => {
    expect(withEventName('Messages - PitCrew', null)).toBe('Messages - PitCrew');
    expect(withEventName('Messages - PitCrew', '')).toBe('Messages - PitCrew');
  });
});
