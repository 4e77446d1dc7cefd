/** Where the pages point for the official manual and a manual app (spec 2.12). */
export const MANUAL_LINKS = {
  originalManual: 'https://www.vexrobotics.com/v5/competition/vrc-current-game',
  androidApp: 'https://play.google.com/store/search?q=VEX%20Robotics%20game%20manual&c=apps',
} as const;
