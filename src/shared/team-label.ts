/** '1234A Gear Grinders': the team number beside the name, when it has one. */
export const teamLabel = (team: { name: string; number: string | null }) =>
  team.number ? `${team.number} ${team.name}` : team.name;

/** Whether a team's name or number holds `query` (already trimmed and lower-case): the admin screens' team search. */
export const teamMatches = (team: { name: string; number: string | null }, query: string) =>
  team.name.toLowerCase().includes(query) || !!team.number?.toLowerCase().includes(query);
