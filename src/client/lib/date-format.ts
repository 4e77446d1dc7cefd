import { lightFormat } from 'date-fns';
import { DATE_FORMATS } from '../../shared/constants.ts';

/**
 * The spec's date and time formats (DATE_FORMATS) for the first pages, without date-fns'
 * `format`, which brings every formatter and the English locale's tables (5 KB gzipped) to the
 * home and registration pages (DESIGN section 10, decision 145). `lightFormat` needs no locale
 * for numbers and AM/PM; month names come from the browser's Intl. `date-format.test.ts` holds
 * both to `format`'s output.
 *
 * Dates and times follow the interface language (decision 194): English keeps the spec's forms
 * exactly; Spanish, French and Chinese read them as Intl writes them in that language
 * ('3 may 2025', '3 mai 2025', '2025年5月3日'; '9:05', '09:05').
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function intlFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, options);
    formats.set(key, format);
  }
  return format;
}

/** DATE_FORMATS.date, 'MMM d, yyyy': 'May 3, 2025'. */
export const formatDate = (date: Date, language: string): string =>
  intlFormat(language, { month: 'short', day: 'numeric', year: 'numeric' }).format(date);

/** DATE_FORMATS.time, 'h:mm a': '9:05 AM'. */
export const formatClock = (date: Date, language: string): string =>
  language === 'en'
    ? lightFormat(date, DATE_FORMATS.time)
    : intlFormat(language, { hour: 'numeric', minute: '2-digit' }).format(date);

/** DATE_FORMATS.messageTime, 'MMM d, h:mm a': 'May 3, 9:05 AM' ('3 may, 9:05' in Spanish). */
export function formatDateTime(date: Date, language: string): string {
  if (language === 'en')
    return `${intlFormat('en', { month: 'short', day: 'numeric' }).format(date)}, ${formatClock(date, 'en')}`;
  return intlFormat(language, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** A whole number with the language's digit grouping ('1,000', '1.000', '1 000'). */
export const formatNumber = (value: number, language: string): string =>
  value.toLocaleString(language === 'en' ? 'en-US' : language);

/** yyyy-mm-dd of a local date. */
export const formatDateKey = (date: Date): string => lightFormat(date, 'yyyy-MM-dd');
