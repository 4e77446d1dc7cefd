import 'i18next';
import type { AllEnglish } from './english.ts';

/** Keys are checked by the compiler against the English texts (the reference language). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AllEnglish;
  }
}
