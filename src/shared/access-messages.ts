/** What the route guards refuse with when the session cannot do what the route needs (403, 400). */
export const ACCESS_MESSAGES = {
  teamSessionRequired: 'Only a signed-in team can do that',
  adminRequired: 'Administrator access is required',
  roleExcluded: 'Your role does not include this',
  ownTeamOnly: 'A team can only act for itself',
  chooseTeam: 'Choose a team',
} as const;
