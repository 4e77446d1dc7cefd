import { lightFormat } from 'date-fns';
import { DATE_FORMATS } from '../../shared/constants.ts';

/**
 * The spec's date and time formats (DATE_FORMATS) for the first pages, without date-fns'
 * `format`, which brings every formatter and the English locale's tables (5 KB gzipped) to the
 * home and registration pages (DESIGN section 10, decision 145). `lightFormat` needs no locale
 * for numbers and AM/PM; month names come from the browser's Intl. `date-format.test.ts` holds
 * both to `format`'s output.
 */
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** DATE_FORMATS.date, 'MMM d, yyyy': 'May 3, 2025'. */
export const formatDate = (date: Date): string => day.format(date);

/** DATE_FORMATS.time, 'h:mm a': '9:05 AM'. */
export const formatClock = (date: Date): string => lightFormat(date, DATE_FORMATS.time);

/** yyyy-mm-dd of a local date. */
export const formatDateKey = (date: Date): string => lightFormat(date, 'yyyy-MM-dd');
