/*
 * Plain values, no zod: the browser's first load imports these without the schemas (docs/decisions/014).
 *
 * Addresses of the apply page (spec 2 §2), shared by every place that sends a candidate there: the job page
 * and the search pane, the job cart, the apply page itself and the chat.
 */
import { SOURCE_PARAMS } from './apply-constants.js';

/**
 * What is used here of the platform's URLSearchParams (browsers and Node have it; contracts are typed
 * without DOM or Node types, so it is declared here).
 */
interface QueryParams {
  getAll(name: string): string[];
  set(name: string, value: string): void;
  toString(): string;
}
declare const URLSearchParams: new (init?: string) => QueryParams;

/** `/careers/apply?pid={pid}` (one public job) and `/careers/apply?pids={pid},{pid}` (several). */
export const APPLY_PATH = '/careers/apply';
/** `/careers/apply/private?pid={pid}`: a private position. */
export const PRIVATE_APPLY_PATH = '/careers/apply/private';

/**
 * Query parameters a visitor keeps from page to page (spec 2 §1, §2): the site (`domain`), the page
 * language (`hl`) and the source parameters, which the application records.
 */
export const CARRIED_PARAMS = ['domain', 'hl', ...SOURCE_PARAMS] as const;
export type CarriedParam = (typeof CARRIED_PARAMS)[number];

export interface ApplyPathOptions {
  /** A private position's link token: it applies at PRIVATE_APPLY_PATH with the token (docs/decisions/034). */
  privateToken?: string | null;
  /**
   * The current page's query (`location.search`, with or without its "?", or its URLSearchParams): its
   * CARRIED_PARAMS go along (the first non-empty value of each), everything else stays behind.
   */
  params?: string | Pick<QueryParams, 'getAll'>;
}

function positionId(pid: number): string {
  if (!Number.isSafeInteger(pid) || pid <= 0) throw new RangeError(`Not a position id: ${pid}`);
  return String(pid);
}

function carried(params: ApplyPathOptions['params']): string {
  if (params === undefined) return '';
  const current = typeof params === 'string' ? new URLSearchParams(params) : params;
  const kept = new URLSearchParams();
  for (const name of CARRIED_PARAMS) {
    const value = current.getAll(name).find((v) => v !== '');
    if (value !== undefined) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `&${query}` : '';
}

/**
 * The apply page of one position: `/careers/apply?pid=12` or `/careers/apply/private?pid=12&private={token}`,
 * followed by the carried parameters of `params`, e.g. `/careers/apply?pid=12&domain=contoso.example&utm_source=mail`.
 */
export function applyPath(pid: number, options: ApplyPathOptions = {}): string {
  const { privateToken } = options;
  if (privateToken === undefined || privateToken === null)
    return `${APPLY_PATH}?pid=${positionId(pid)}${carried(options.params)}`;
  const token = encodeURIComponent(privateToken);
  return `${PRIVATE_APPLY_PATH}?pid=${positionId(pid)}&private=${token}${carried(options.params)}`;
}

/**
 * The apply page of several positions at once (the job cart): `/careers/apply?pids=1,2,3` (ids in the
 * order given, each once; the commas are written as they are), then the carried parameters of `params`.
 */
export function multiApplyPath(
  pids: readonly number[],
  options: Pick<ApplyPathOptions, 'params'> = {},
): string {
  if (pids.length === 0) throw new RangeError('No positions to apply to');
  const ids = [...new Set(pids.map(positionId))];
  return `${APPLY_PATH}?pids=${ids.join(',')}${carried(options.params)}`;
}
