import {
  type CandidateFormSummary,
  DEFAULT_FORMS_CENTER_TAB,
  FORMS_CENTER_TABS,
  type FormsCenterTab,
} from '@portico/contracts';

/*
 * The forms center's rules as pure functions (docs/decisions/019): which tab the address names, what a
 * form's card says about it, and how its dates read. The screens only render what these decide.
 */

/** The address's `?tab=` (the tab ids of forms_list); anything else is the default tab. */
export const TAB_PARAM = 'tab';

export function tabFromSearch(search: string): FormsCenterTab {
  const value = new URLSearchParams(search).get(TAB_PARAM);
  return (FORMS_CENTER_TABS as readonly string[]).includes(value ?? '')
    ? (value as FormsCenterTab)
    : DEFAULT_FORMS_CENTER_TAB;
}

/** The current address with `tab` set (the default tab leaves the parameter out), other parameters kept. */
export function searchWithTab(search: string, tab: FormsCenterTab): string {
  const params = new URLSearchParams(search);
  if (tab === DEFAULT_FORMS_CENTER_TAB) params.delete(TAB_PARAM);
  else params.set(TAB_PARAM, tab);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A link (path and query) with `tab` set, as searchWithTab sets it. */
export function hrefWithTab(href: string, tab: FormsCenterTab): string {
  const at = href.indexOf('?');
  const path = at === -1 ? href : href.slice(0, at);
  return `${path}${searchWithTab(at === -1 ? '' : href.slice(at), tab)}`;
}

export type FormStatusKey = 'status.toDo' | 'status.inProgress' | 'status.completed';

/** To do, in progress (answers saved, not sent) or completed. */
export function formStatusKey(form: Pick<CandidateFormSummary, 'status' | 'has_progress'>): FormStatusKey {
  if (form.status === 'submitted') return 'status.completed';
  return form.has_progress ? 'status.inProgress' : 'status.toDo';
}

/** A form not sent by its due date is overdue. */
export function isOverdue(form: Pick<CandidateFormSummary, 'status' | 'due_at'>, now: Date): boolean {
  return form.status === 'pending' && form.due_at !== null && Date.parse(form.due_at) < now.getTime();
}

export type OpenActionKey = 'list.open' | 'list.continue' | 'list.view';

/** The card's button: fill in, continue (answers saved) or view (sent, read-only). */
export function openActionKey(form: Pick<CandidateFormSummary, 'status' | 'has_progress'>): OpenActionKey {
  if (form.status === 'submitted') return 'list.view';
  return form.has_progress ? 'list.continue' : 'list.open';
}
