import type { Locale } from '@portico/contracts';
import type { NotificationCatalogue } from '../notification-texts.js';
import { ar } from './ar.js';
import { bg } from './bg.js';
import { cs } from './cs.js';
import { da } from './da.js';
import { de } from './de.js';
import { el } from './el.js';
import { en } from './en.js';
import { es } from './es.js';
import { fi } from './fi.js';
import { fr } from './fr.js';
import { frCA } from './fr-CA.js';
import { he } from './he.js';
import { hi } from './hi.js';
import { hr } from './hr.js';
import { ht } from './ht.js';
import { hu } from './hu.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { ms } from './ms.js';
import { nb } from './nb.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { pt } from './pt.js';
import { ptBR } from './pt-BR.js';
import { ptPT } from './pt-PT.js';
import { ru } from './ru.js';
import { sk } from './sk.js';
import { sr } from './sr.js';
import { sv } from './sv.js';
import { te } from './te.js';
import { th } from './th.js';
import { tr } from './tr.js';
import { uk } from './uk.js';
import { vi } from './vi.js';
import { zhCN } from './zh-CN.js';
import { zhTW } from './zh-TW.js';

/**
 * Every language's catalogue (docs/decisions/051): a `Record` over every locale, so a language added to the site
 * does not build until its notification texts exist.
 */
export const NOTIFICATION_CATALOGUES: Record<Locale, NotificationCatalogue> = {
  ar,
  bg,
  cs,
  da,
  de,
  el,
  en,
  es,
  fi,
  fr,
  'fr-CA': frCA,
  he,
  hi,
  hr,
  ht,
  hu,
  it,
  ja,
  ko,
  ms,
  nb,
  nl,
  pl,
  pt,
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  ru,
  sk,
  sr,
  sv,
  te,
  th,
  tr,
  uk,
  vi,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};
