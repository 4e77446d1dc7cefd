/**
 * What other features may use of matches (the boundary rule in eslint.config.js, decision 133):
 * why a slot clashes with a team's matches or a blocked period.
 */
export { useSlotClash } from './slot-clash.ts';
