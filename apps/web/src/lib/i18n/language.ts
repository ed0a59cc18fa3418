import { isRtl } from '@portico/contracts';

/** Text direction of a language: right-to-left for Arabic and Hebrew. */
export function dirFor(language: string): 'rtl' | 'ltr' {
  return isRtl(language) ? 'rtl' : 'ltr';
}
