/** '1234A Gear Grinders': the team number beside the name, when it has one (issue 22). */
export const teamLabel = (team: { name: string; number: string | null }) => (team.number ? `${team.number} ${team.name}` : team.name);
