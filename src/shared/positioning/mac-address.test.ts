import { describe, expect, it } from 'vitest';
import { macAddressOf, normaliseMacAddress } from './mac-address.ts';

describe('normaliseMacAddress', () => {
  it.each([
    ['AA:BB:CC:DD:EE:FF', 'AA:BB:CC:DD:EE:FF'],
    ['aa:bb:cc:dd:ee:0f', 'AA:BB:CC:DD:EE:0F'],
    ['aa-bb-cc-dd-ee-ff', 'AA:BB:CC:DD:EE:FF'],
    ['aabbccddeeff', 'AA:BB:CC:DD:EE:FF'],
    ['  12:34:56:78:9a:bc  ', '12:34:56:78:9A:BC'],
  ])('reads %s as %s', (input, expected) => {
    expect(normaliseMacAddress(input)).toBe(expected);
  });

  it.each([
    '',
    'AA:BB:CC:DD:EE',
    'AA:BB:CC:DD:EE:FF:00',
    'GG:BB:CC:DD:EE:FF',
    'AA:BB:CC:DD:EE:F',
    'A:BB:CC:DD:EE:FFF',
    'robot',
  ])('refuses %j', (input) => {
    expect(normaliseMacAddress(input)).toBeUndefined();
  });
});

describe('macAddressOf', () => {
  it('reads a MAC address advertised in the device name', () => {
    expect(macAddressOf({ id: 'opaque-id==', name: 'Robot aa:bb:cc:dd:ee:01' })).toBe(
      'AA:BB:CC:DD:EE:01',
    );
    expect(macAddressOf({ id: 'x', name: 'Tag 10-20-30-40-50-60 v2' })).toBe('10:20:30:40:50:60');
  });

  it('uses an id that is itself a MAC address, and nothing otherwise', () => {
    expect(macAddressOf({ id: 'aabbccddeeff' })).toBe('AA:BB:CC:DD:EE:FF');
    expect(macAddressOf({ id: 'k9Xv1+AbCdEf==', name: 'Headphones' })).toBeUndefined();
  });
});
