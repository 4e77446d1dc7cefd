import { format } from 'date-fns';

/**
 * The calendar's month caption and day names in the interface language (decision 194). English
 * keeps date-fns' spec wording ('May 2026', 'Su', 'Sunday, May 3, 2026'); the other languages
 * are written by Intl ('mayo de 2026', 'dom', 'domingo, 3 de mayo de 2026').
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function intl(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, options);
    formats.set(key, found);
  }
  return found;
}

/** 'May 2026'. */
export const monthCaption = (month: Date, language: string): string =>
  language === 'en'
    ? format(month, 'MMMM yyyy')
    : intl(language, { month: 'long', year: 'numeric' }).format(month);

/** The column heading: 'Su', 'dom', 'dim.', '周日'. */
export const weekdayShort = (day: Date, language: string): string =>
  language === 'en' ? format(day, 'EEEEEE') : intl(language, { weekday: 'short' }).format(day);

/** The heading's full name: 'Sunday'. */
export const weekdayLong = (day: Date, language: string): string =>
  language === 'en' ? format(day, 'EEEE') : intl(language, { weekday: 'long' }).format(day);

/** A day button's name: 'Sunday, May 3, 2026'. */
export const dayLabel = (day: Date, language: string): string =>
  language === 'en'
    ? format(day, 'EEEE, MMMM d, yyyy')
    : intl(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
        day,
      );
