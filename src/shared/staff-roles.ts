/**
 * The people who run an event besides the teams (DESIGN section 4): organisers run everything,
 * judges see and record the judging queues of their rooms, volunteers run the check-in desk.
 */
export const STAFF_ROLES = ['organiser', 'judge', 'volunteer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How long an invite link signs someone up. */
export const INVITE_TTL_MS = 24 * 60 * 60 * 1000;

/** A staff password's least length; common ones are refused on the server too. */
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 200;

/** The rooms one judge may hold, and a room name's length (as on a timeslot). */
export const JUDGE_ROOMS_MAX = 20;

export const STAFF_MESSAGES = {
  nameRequired: 'Please enter the person\u2019s name',
  nameTooLong: 'Keep the name under 100 characters',
  roomsRequired: 'Choose at least one room for a judge',
  tooManyRooms: `A judge can have at most ${JUDGE_ROOMS_MAX} rooms`,
  usernameRequired: 'Please choose a username',
  usernameFormat: 'A username has 3 to 40 letters, digits, dots, dashes or underscores',
  passwordTooShort: `Use at least ${STAFF_PASSWORD_MIN} characters`,
  passwordTooLong: `Keep the password under ${STAFF_PASSWORD_MAX} characters`,
  passwordCommon: 'This password is among the most common ones: choose another',
  passwordIsUsername: 'The password must not be the username',
  inviteGone: 'This invite link has expired or was already used. Ask an organiser for a new one.',
  usernameTaken: 'That username is taken: choose another',
  lastOrganiser: 'The event needs at least one organiser: make someone else an organiser first',
  notFound: 'Person not found',
  alreadyAccepted: 'This person has already accepted their invite',
  notYourself: 'You cannot remove yourself: ask another organiser',
  otherRoom: 'This interview is in a room you do not judge',
} as const;
