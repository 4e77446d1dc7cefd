/**
 * One-line summaries for the operations whose route declares none (docs/decisions/117). They
 * live here, not in the route files, while those files are being changed in parallel; a route
 * that gains its own `summary` must lose its line here (api-docs.ts refuses both, and
 * api-docs.test.ts refuses a line for a route that does not exist).
 */
export const OPERATION_SUMMARIES: Readonly<Record<string, string>> = {
  'GET /api/health': 'Whether the server is up and its database migrated',
  'POST /api/auth/login': 'Sign in as an administrator',
  'POST /api/auth/team-login': 'Sign in as a registered team with its team code',
  'POST /api/auth/logout': 'Sign out (the session is deleted)',
  'GET /api/auth/me': 'The current session, or restore a remembered team device with ?teamId',
  'GET /api/teams': 'List the teams (team codes only for administrators)',
  'POST /api/teams': 'Create a team; the answer holds its team code',
  'GET /api/teams/:id': 'One team',
  'GET /api/teams/:id/consent':
    "A team's consent form (contact details for that team and administrators)",
  'POST /api/teams/:id/consent': 'Register a team: sign the consent form with its team code',
  'GET /api/settings/tournament': 'The tournament date (null until an administrator sets it)',
  'PUT /api/settings/tournament': 'Set the tournament date',
  'DELETE /api/timeslots/:id': 'Delete a timeslot',
  'DELETE /api/timeslots':
    "Delete a day's open slots that no interview ever used; says how many went and stayed",
  'PUT /api/interviews/:id/timeslot':
    'Move a booked interview to another free slot (the team sees it live)',
  'GET /api/display':
    "The tournament day's interviews for the public now/next screens: room, times, team name, progress",
  'GET /api/settings/scheduling': 'How many upcoming interviews a team may hold',
  'GET /api/canned-messages': 'The pre-approved messages teams may send',
  'GET /api/messages':
    'A conversation between two teams (a team sees only its own), newest messages first page',
  'POST /api/messages': 'Send a pre-approved message to another team',
  'PUT /api/messages/read': "Mark another team's messages as read",
  'GET /api/messages/unread': 'Unread message counts per sending team',
  'GET /api/messages/log': 'The safeguarding log of all messages (administrators)',
  'GET /api/blocks': 'The teams the signed-in team has blocked',
  'POST /api/blocks': 'Block a team (no messages either way)',
  'DELETE /api/blocks/:teamId': 'Unblock a team',
  'GET /api/manual/status': 'Which manual and which assistants are answering',
  'GET /api/manual/rules/:ruleId': 'One rule of the game manual',
  'GET /api/manual/documents': 'The uploaded manuals (administrators)',
  'DELETE /api/manual/documents/:id': 'Delete an uploaded manual',
  'GET /api/robots': 'The robots the caller may see, with their positions',
  'POST /api/robots': 'Add a robot',
  'PUT /api/robots/:id/location':
    "Move a robot on the venue map (the team's own, or any for administrators)",
  'GET /api/streams': 'The live stream links',
  'POST /api/streams': 'Add a live stream link',
  'DELETE /api/streams/:id': 'Remove a live stream link',
  'GET /api/push/public-key': 'The VAPID public key browsers subscribe to Web Push alerts with',
  'POST /api/push/subscriptions':
    "Turn on alerts: save this browser's push subscription for the session's team or administrator",
  'DELETE /api/push/subscriptions': "Turn off alerts: remove this browser's push subscription",
  'DELETE /api/announcements/:id': 'Remove an announcement',
  'GET /api/drawings': "The team's saved drawing boards",
  'POST /api/drawings': 'Save a new drawing board',
  'GET /api/drawings/:id': 'One saved drawing board',
  'PUT /api/drawings/:id': 'Update a saved drawing board',
  'DELETE /api/drawings/:id': 'Delete a saved drawing board',
};
