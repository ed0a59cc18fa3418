import { APPLY_MAX_POSITIONS, SOURCE_PARAMS, type SourceParams } from '@portico/contracts';
import type { ApplyTarget } from '../../lib/api/endpoints/apply.js';

/*
 * Plain values only: the apply route's first load reads its address with these (no zod, no toolkit).
 */

/** The jobs an apply page is for, read from its address: what the apply form's call takes. */
export type { ApplyTarget };

const MAX_ID = 2_147_483_647;

function readId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text.trim())) return null;
  const id = Number.parseInt(text.trim(), 10);
  return id > 0 && id <= MAX_ID ? id : null;
}

/**
 * `/careers/apply?pid=12`, `/careers/apply?pids=1,2,3` (the job cart) or `/careers/apply/private?pid=12&private=`
 * with the job's link token (a private job takes one id only). Ids keep their order, each once, at most APPLY_MAX_POSITIONS; an
 * address with no usable id is null (the page says the job was not found).
 */
export function readApplyTarget(search: string, isPrivate: boolean): ApplyTarget | null {
  const params = new URLSearchParams(search);
  const raw = isPrivate
    ? [params.get('pid') ?? '']
    : (params.get('pids') ?? params.get('pid') ?? '').split(',');
  const ids: number[] = [];
  for (const text of raw) {
    const id = readId(text);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  if (ids.length === 0 || (isPrivate && raw.length !== 1)) return null;
  return {
    pids: ids.slice(0, APPLY_MAX_POSITIONS),
    privateToken: isPrivate ? (params.get('private') ?? '') : null,
  };
}

/** The source parameters of the apply address (spec 2 §2), sent with the application: first non-empty value each. */
export function readSourceParams(search: string): SourceParams {
  const params = new URLSearchParams(search);
  const source: SourceParams = {};
  for (const name of SOURCE_PARAMS) {
    const value = params
      .getAll(name)
      .map((v) => v.trim())
      .find((v) => v !== '');
    if (value !== undefined) source[name] = value.slice(0, 200);
  }
  return source;
}
