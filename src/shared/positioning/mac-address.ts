/**
 * Six pairs of hex digits, separated by ':' or '-' or not at all.
 * @public Exported for the ReDoS analysis of every contract pattern (src/server/security).
 */
export const MAC_PATTERN =
  /^([0-9a-f]{2})[:-]?([0-9a-f]{2})[:-]?([0-9a-f]{2})[:-]?([0-9a-f]{2})[:-]?([0-9a-f]{2})[:-]?([0-9a-f]{2})$/i;

/**
 * A MAC address somewhere in a longer text, with ':' or '-' between the pairs.
 * @public Exported for the ReDoS analysis of every contract pattern (src/server/security).
 */
export const MAC_IN_TEXT = /\b[0-9a-f]{2}([:-])[0-9a-f]{2}(?:\1[0-9a-f]{2}){4}\b/i;

/** 'aa-bb-cc-dd-ee-ff', 'aabbccddeeff' and ' AA:BB:CC:DD:EE:FF ' all become 'AA:BB:CC:DD:EE:FF'. */
export function normaliseMacAddress(input: string): string | undefined {
  const match = MAC_PATTERN.exec(input.trim());
  return match ? match.slice(1).join(':').toUpperCase() : undefined;
}

/**
 * The MAC address a Bluetooth device tells about itself. Browsers hide real hardware addresses
 * (Web Bluetooth gives an opaque id instead), so robot tags advertise theirs in their name,
 * e.g. 'Robot AA:BB:CC:DD:EE:FF'; an id that is itself a MAC address counts too.
 */
export function macAddressOf(device: { id: string; name?: string | null }): string | undefined {
  const inName = device.name ? MAC_IN_TEXT.exec(device.name) : null;
  return (inName && normaliseMacAddress(inName[0])) ?? normaliseMacAddress(device.id);
}
