/** Rooms as an organiser types them ('Room 1, Room 2'), without blanks. */
export function roomsFromText(text: string): string[] {
  return text
    .split(',')
    .map((room) => room.trim())
    .filter((room) => room.length > 0);
}
