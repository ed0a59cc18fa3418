/*
 * The schemas the browser checks the server's answers with, and with them zod: one chunk that is not part of
 * the first load. `responseSchema(name)` (lazy-schema.ts) names one of them; the request layer downloads this
 * module while the request is in flight and validates every answer before anyone sees it, exactly as before
 * (docs/decisions/014). Add a schema here when an endpoint needs a new one.
 */
export {
  applyFormResponseSchema,
  autocompleteResponseSchema,
  candidateApplicationsResponseSchema,
  candidateFormResponseSchema,
  configOverridesResponseSchema,
  confirmApplicationResponseSchema,
  deleteDraftsResponseSchema,
  draftApplicationsResponseSchema,
  esignDocumentResponseSchema,
  formOptionsResponseSchema,
  formsListResponseSchema,
  jobCartResponseSchema,
  jobInsightsResponseSchema,
  mapMarkersResponseSchema,
  matchDetailsResponseSchema,
  offerActionResponseSchema,
  offerResponseSchema,
  offersResponseSchema,
  okResponseSchema,
  onboardingResponseSchema,
  positionDetailResponseSchema,
  profileAnalysisResponseSchema,
  profileBootstrapResponseSchema,
  profileDetailsResponseSchema,
  profileEditResponseSchema,
  saveCandidateFormResponseSchema,
  saveDraftResponseSchema,
  savedPositionsResponseSchema,
  saveResponseSchema,
  searchResponseSchema,
  sessionResponseSchema,
  settingsResponseSchema,
  submitApplicationResponseSchema,
  termsOfServiceResponseSchema,
  uploadAvatarResponseSchema,
  uploadResumeResponseSchema,
} from '@portico/contracts';
