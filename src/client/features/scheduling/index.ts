/**
 * What other features may use of scheduling (the boundary rule in eslint.config.js, decision 133):
 * the dialog that moves a booked interview (the matches tab offers it for each clash).
 */
export { MoveInterviewDialog } from './components/move-interview-dialog.tsx';
