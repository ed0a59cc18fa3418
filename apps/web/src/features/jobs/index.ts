export { JobPageScreen, type JobPageScreenProps } from './job-page-screen.js';
export { SearchScreen, type SearchScreenProps } from './search-screen.js';
export {
  newSearch,
  parseSearchUrl,
  readSpaces,
  type SearchState,
  searchApiParams,
  searchHref,
  withFilters,
} from './search-url.js';
