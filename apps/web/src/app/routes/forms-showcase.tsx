import { useCallback } from 'react';
import { FormsShowcaseScreen } from '../../features/forms-showcase/index.js';
import { useApi } from '../../lib/api/context.js';
import { getFormOptions, searchSkills } from '../../lib/api/endpoints/index.js';
import { usePageTitle } from '../shell/page-title.js';

/** `/careers/forms/showcase` (public): the form toolkit with every field type and rule. */
export function FormsShowcaseRoute() {
  const api = useApi();
  usePageTitle({ pageId: 'formView' });
  const getOptions = useCallback((url: string) => getFormOptions(api, url), [api]);
  const search = useCallback((query: string) => searchSkills(api, query), [api]);
  return <FormsShowcaseScreen getOptions={getOptions} searchSkills={search} />;
}
