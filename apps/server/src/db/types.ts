import type { NotificationChannel, NotificationKind, StaffRole } from '@portico/contracts';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Portable across SQLite and PostgreSQL: ids are text (UUIDs) except positions (integer,
 * because job URLs carry a numeric pid); timestamps are ISO-8601 UTC text; booleans are 0/1 integers;
 * JSON is text. See docs/decisions/002-portable-storage.md.
 */
export interface TenantTable {
  id: string;
  domain: string;
  name: string;
  /** JSON of PageConfigInput (contracts); parsed through pageConfigSchema on read. */
  config_json: string;
  is_default: number;
  created_at: string;
  updated_at: string;
}

export interface CandidateTable {
  id: string;
  tenant_id: string;
  email: string;
  password_hash: string;
  full_name: string;
  preferred_language: string | null;
  /** Null for a candidate; 'admin' or 'recruiter' for the tenant's staff (migration 0022). */
  staff_role: StaffRole | null;
  is_onboarded: number;
  is_bootstrapped: number;
  tos_attested_at: string | null;
  /** When the owner of the address proved it (migration 0020); null until then. */
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  /** SHA-256 of the session token; the token itself only lives in the cookie. */
  id: string;
  tenant_id: string;
  candidate_id: string;
  created_at: string;
  last_seen_at: string;
  /** Absolute expiry. */
  expires_at: string;
  user_agent: string | null;
  ip: string | null;
}

export interface PasswordResetTable {
  /** SHA-256 of the emailed token. */
  token_hash: string;
  tenant_id: string;
  candidate_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A sign-up's confirmation link (migration 0020): SHA-256 of the mailed token, single use, expiring. */
/** An address invited to the tenant's staff (migration 0022). */
export interface StaffInvitationTable {
  id: string;
  tenant_id: string;
  email: string;
  role: StaffRole;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

/** One staff write: who, what, when, and the record before and after as JSON (migration 0022). */
export interface AdminAuditTable {
  id: string;
  tenant_id: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export interface EmailVerificationTable {
  token_hash: string;
  tenant_id: string;
  candidate_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Mail about applications and offers waiting for its address to be verified (migration 0020). */
export interface HeldMailTable {
  id: string;
  tenant_id: string;
  candidate_id: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
  /** The sender's idempotency key (a job's mail), unique per tenant; null for other mail. */
  idempotency_key: string | null;
  /** Extra headers as a JSON object, or null. */
  headers: string | null;
}

export interface OutboxTable {
  id: string;
  tenant_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
  sent_at: string | null;
  error: string | null;
  /** The sender's idempotency key (a job's mail), unique per tenant; null for other mail. */
  idempotency_key: string | null;
  /** Extra headers as a JSON object, or null. */
  headers: string | null;
}

/** The keys of mail handed to SMTP (migration 0032): a job that runs again does not send it twice. */
export interface SentMailKeyTable {
  tenant_id: string;
  idempotency_key: string;
  sent_at: string;
}

export type QueueJobStatus = 'pending' | 'running' | 'done' | 'failed';

/** A job of the embedded queue (migration 0032, docs/decisions/052). */
export interface QueueJobTable {
  id: string;
  /** The caller's idempotency key: one job per key. */
  key: string;
  name: string;
  tenant_id: string | null;
  /** JSON. */
  payload: string;
  status: QueueJobStatus;
  /** Attempts started so far (a taken lease counts). */
  attempts: number;
  max_attempts: number;
  /** The first retry's delay; each later one doubles. */
  backoff_ms: number;
  /** When a pending job is due. */
  run_at: string;
  /** When a running job's lease ends; after it another process may take the job. */
  locked_until: string | null;
  /** The lease of the attempt running now: only its holder may finish the job. */
  lease_token: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface PageViewTable {
  id: string;
  tenant_id: string;
  candidate_id: string | null;
  event: string;
  namespace: string;
  pid: string | null;
  data_json: string;
  user_agent: string | null;
  created_at: string;
}

/**
 * The daily rollup of page views and searches (migration 0029, docs/decisions/047): one figure of one UTC day
 * in one breakdown. Position 0, source "" and term "" stand for "none".
 */
export interface PageViewDayTable {
  tenant_id: string;
  /** 'site', 'job', 'source', 'job_source' or 'query'; the last four also with ':month' (day is then YYYY-MM). */
  breakdown: string;
  day: string;
  metric: string;
  position_id: number;
  source: string;
  term: string;
  count: number;
}

export interface PositionTable {
  id: Generated<number>;
  tenant_id: string;
  title: string;
  department: string;
  job_type: string;
  seniority: string;
  /** JSON array of {city, region, country, countryCode, lat, lng}. */
  locations_json: string;
  is_remote: number;
  /** JSON arrays of strings. */
  skills_required_json: string;
  skills_preferred_json: string;
  /** Sanitised HTML. */
  description: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  posted_at: string;
  valid_through: string | null;
  is_private: number;
  /** The private link's token (migration 0021); null for a public position. */
  private_token: string | null;
  archived_at: string | null;
  /** When the position was first published; null while it is a draft (migration 0023). */
  published_at: string | null;
  /** The job's identifier in the feed it was imported from, unique per tenant (migration 0024). */
  external_id: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The search index (migration 0002). On SQLite the text and filter tokens live in the FTS5 tables
 * `search_text` and `search_title` (raw SQL in src/search/sqlite-index.ts); on PostgreSQL in the tsvector
 * columns of this table (src/search/postgres-index.ts). Only the portable columns are typed here.
 */
export interface SearchDocTable {
  doc_key: number;
  position_id: number;
  tenant_id: string;
  valid_through: string | null;
}

/** Titles and skills of listed positions with how many positions carry them (search-box suggestions). */
export interface SearchTermTable {
  tenant_id: string;
  kind: string;
  /** Normalised text: the lookup key. */
  term_key: string;
  /** As first written, for display. */
  text: string;
  docs: number;
}

/** A candidate's saved position (migration 0003). */
export interface SavedPositionTable {
  tenant_id: string;
  candidate_id: string;
  position_id: number;
  created_at: string;
}

/** A position in a candidate's job cart (migration 0003); `seq` is the order of adding. */
export interface JobCartItemTable {
  tenant_id: string;
  candidate_id: string;
  position_id: number;
  created_at: string;
  seq: number;
}

/**
 * One row per location of a position that is neither archived nor private (migration 0003), written by
 * the positions service with the position: coordinates as numbers, so "open positions near a point" is
 * a bounding-box range query on (tenant_id, lat, lng) without touching the positions table.
 */
export interface PositionPlaceTable {
  position_id: number;
  /** The location's index in locations_json. */
  idx: number;
  tenant_id: string;
  lat: number;
  lng: number;
  /** The position's valid-through date (listed while it is null or in the future). */
  valid_through: string | null;
}

/** The candidate's profile (migration 0004): list sections as JSON arrays, validated on write. */
export interface CandidateProfileTable {
  candidate_id: string;
  tenant_id: string;
  headline: string;
  phone: string;
  /** A PositionLocation (city with coordinates) or null. */
  location_json: string | null;
  skills_json: string;
  experience_json: string;
  education_json: string;
  updated_at: string;
  /** Migration 0014 (docs/decisions/024): ProfileLink[] as JSON. */
  links_json: Generated<string>;
  /** ProfileJobPreferences as JSON ('{}' before any was set). */
  preferences_json: Generated<string>;
  avatar_url: string | null;
  /** Raised by every write; an edit updates only the version it read. */
  version: Generated<number>;
  /** Migration 0017 (docs/decisions/028): whole years the candidate states; null counts their work history. */
  years_of_experience: number | null;
}

/** The offer center (migration 0005, docs/decisions/016). Flags are 0/1 integers on both databases. */
export interface OfferTable {
  id: Generated<number>;
  enc_id: string;
  tenant_id: string;
  candidate_id: string;
  position_id: number | null;
  position_name: string;
  status: string;
  salary_amount: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  start_date: string | null;
  expires_at: string | null;
  hide_offer_status: number;
  created_at: string;
  updated_at: string;
}

export interface OfferFileTable {
  id: Generated<number>;
  tenant_id: string;
  offer_id: number;
  sha256: string;
  size: number;
  content: Uint8Array;
  created_at: string;
}

export interface OfferDocumentTable {
  id: Generated<number>;
  offer_id: number;
  tenant_id: string;
  /** Order on the offer page. */
  idx: number;
  name: string;
  document_type: string;
  status: string;
  signed: number;
  under_revision: number;
  requires_signature: number;
  esign_widget_id: string | null;
  esign_file_id: number | null;
  original_file_id: number | null;
  current_file_id: number | null;
  updated_at: string;
}

export interface OfferEventTable {
  id: Generated<number>;
  tenant_id: string;
  offer_id: number;
  document_id: number | null;
  action: string;
  actor_candidate_id: string | null;
  ip: string | null;
  detail_json: string;
  at: string;
}

/** Per-tenant search index version (migration 0007, docs/decisions/017). */
export interface SearchVersionTable {
  tenant_id: string;
  version: number;
  /** The tenant's indexed documents (migration 0008). */
  docs: Generated<number>;
}

/**
 * A tenant's distinct places of indexed positions (migration 0010): a place's city filter token and
 * coordinates, with the number of documents there. Kept with the index (search/search-places.ts).
 */
export interface SearchPlaceTable {
  tenant_id: string;
  token: string;
  lat: number;
  lng: number;
  docs: number;
}

/** A tenant's application form (migration 0011): ApplicationFormConfig as JSON (modules/applications). */
export interface ApplicationFormTable {
  tenant_id: string;
  config_json: string;
  updated_at: string;
}

/** A resume's bytes and what was read from them; candidate_id null while a visitor's upload is unclaimed. */
export interface ResumeTable {
  id: string;
  tenant_id: string;
  candidate_id: string | null;
  file_name: string;
  kind: string;
  size: number;
  sha256: string;
  content: Uint8Array;
  parsed_json: string;
  created_at: string;
}

/** A candidate's photo, re-encoded (docs/decisions/026). */
export interface CandidateAvatarTable {
  id: string;
  tenant_id: string;
  candidate_id: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  sha256: string;
  content: Uint8Array;
  created_at: string;
}

export interface ApplicationTable {
  id: string;
  tenant_id: string;
  candidate_id: string;
  position_id: number;
  position_title: string;
  status: string;
  stage: string;
  answers_json: string;
  self_id_json: string | null;
  resume_id: string | null;
  source_json: string;
  language: string;
  created_at: string;
  updated_at: string;
}

export interface ApplicationStageTable {
  id: Generated<number>;
  tenant_id: string;
  application_id: string;
  stage: string;
  status: string;
  actor_id: string | null;
  at: string;
}

/** A note on an application that only the tenant's staff read (migration 0025). */
export interface PipelineStageTable {
  tenant_id: string;
  name: string;
  status: string;
  position: number;
  updated_at: string;
}

export interface ApplicationNoteTable {
  id: string;
  tenant_id: string;
  application_id: string;
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: string;
}

export interface InterviewTable {
  id: string;
  tenant_id: string;
  application_id: string;
  candidate_id: string;
  position_id: number;
  /** UTC instants (ISO 8601). */
  starts_at: string;
  ends_at: string;
  duration_minutes: number;
  /** The IANA zone the interview is shown in. */
  time_zone: string;
  kind: 'in-person' | 'video' | 'phone';
  place: string;
  message: string | null;
  status: 'scheduled' | 'canceled';
  cancel_reason: string | null;
  version: number;
  created_by: string | null;
  created_at: string;
  updated_by: string | null;
  updated_at: string;
}

export interface InterviewInterviewerTable {
  interview_id: string;
  tenant_id: string;
  staff_id: string;
}

export interface EventTable {
  id: string;
  tenant_id: string;
  title: string;
  kind: string;
  description: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  place: string | null;
  online_url: string | null;
  capacity: number | null;
  registered_count: Generated<number>;
  position_id: number | null;
  status: string;
  cancel_reason: string | null;
  created_by: string | null;
  created_by_email: string | null;
  created_at: string;
  updated_at: string;
}

export interface EventRegistrationTable {
  event_id: string;
  candidate_id: string;
  tenant_id: string;
  registered_at: string;
}

/** A person put forward for a job by someone at the company (migration 0035, docs/decisions/054). */
export interface ReferralTable {
  id: string;
  tenant_id: string;
  position_id: number;
  /** Normalised (lowercase, trimmed) like the candidates' addresses. */
  candidate_email: string;
  /** SHA-256 of the link's `referral_token`. */
  token_hash: string;
  referrer_name: string;
  referrer_email: string;
  note: string;
  created_by: string | null;
  created_by_email: string | null;
  created_at: string;
  application_id: string | null;
  applied_at: string | null;
}

export interface ApplicationDraftTable {
  tenant_id: string;
  candidate_id: string;
  position_id: number;
  version: number;
  step: number;
  values_json: string;
  resume_id: string | null;
  created_at: string;
  updated_at: string;
}

/** Applications a visitor sent for an address that has an account, held until confirmed. */
export interface PendingApplicationTable {
  token_hash: string;
  tenant_id: string;
  candidate_id: string;
  payload_json: string;
  created_at: string;
  expires_at: string;
  confirmed_at: string | null;
}

/** A tenant's form template of the forms center (migration 0012, docs/decisions/019). */
export interface FormTemplateTable {
  id: string;
  tenant_id: string;
  key: string;
  /** 'form' or 'preboarding'. */
  kind: string;
  title: string;
  description: string;
  /** 'simple' or 'stepper'. */
  layout: string;
  /** A toolkit FormDefinition, validated by the service on write. */
  definition_json: string;
  created_at: string;
  updated_at: string;
}

/** A form assigned to a candidate (migration 0012): its answers, status and dates. */
export interface CandidateFormTable {
  id: string;
  tenant_id: string;
  candidate_id: string;
  template_id: string;
  /** 'pending' or 'submitted'. */
  status: string;
  answers_json: string;
  submitted_definition_json: string | null;
  /** 'assigned' or 'offer'. */
  source: string;
  offer_id: number | null;
  assigned_at: string;
  due_at: string | null;
  submitted_at: string | null;
  updated_at: string;
}

export interface Database {
  tenants: TenantTable;
  candidates: CandidateTable;
  sessions: SessionTable;
  password_resets: PasswordResetTable;
  email_verifications: EmailVerificationTable;
  held_mails: HeldMailTable;
  outbox: OutboxTable;
  sent_mail_keys: SentMailKeyTable;
  queue_jobs: QueueJobTable;
  page_views: PageViewTable;
  page_view_days: PageViewDayTable;
  positions: PositionTable;
  search_docs: SearchDocTable;
  search_terms: SearchTermTable;
  saved_positions: SavedPositionTable;
  job_cart_items: JobCartItemTable;
  position_places: PositionPlaceTable;
  candidate_profiles: CandidateProfileTable;
  offers: OfferTable;
  offer_files: OfferFileTable;
  offer_documents: OfferDocumentTable;
  offer_events: OfferEventTable;
  search_versions: SearchVersionTable;
  search_places: SearchPlaceTable;
  application_forms: ApplicationFormTable;
  resumes: ResumeTable;
  applications: ApplicationTable;
  application_stages: ApplicationStageTable;
  application_notes: ApplicationNoteTable;
  pipeline_stages: PipelineStageTable;
  interviews: InterviewTable;
  interview_interviewers: InterviewInterviewerTable;
  application_drafts: ApplicationDraftTable;
  pending_applications: PendingApplicationTable;
  form_templates: FormTemplateTable;
  candidate_forms: CandidateFormTable;
  terms_attestations: TermsAttestationTable;
  saved_searches: SavedSearchTable;
  job_alert_deliveries: JobAlertDeliveryTable;
  candidate_avatars: CandidateAvatarTable;
  staff_invitations: StaffInvitationTable;
  admin_audit: AdminAuditTable;
  events: EventTable;
  event_registrations: EventRegistrationTable;
  notifications: NotificationTable;
  notification_preferences: NotificationPreferenceTable;
  app_secrets: AppSecretTable;
  referrals: ReferralTable;
  search_format: SearchFormatTable;
}

export type TenantRow = Selectable<TenantTable>;
export type CandidateRow = Selectable<CandidateTable>;
export type NewCandidate = Insertable<CandidateTable>;
export type CandidateUpdate = Updateable<CandidateTable>;
export type SessionRow = Selectable<SessionTable>;
export type PositionRow = Selectable<PositionTable>;
export type NewPosition = Insertable<PositionTable>;

/** A version of a tenant's terms of service a candidate accepted (migration 0013, docs/decisions/022). */
export interface TermsAttestationTable {
  tenant_id: string;
  candidate_id: string;
  version: number;
  attested_at: string;
  /** The request's address (behind a proxy, as TRUST_PROXY resolves it). */
  ip: string | null;
}

/** A saved search with its job alert (migrations 0016, 0034; docs/decisions/027, 053). */
export interface SavedSearchTable {
  id: string;
  tenant_id: string;
  /** The candidate's alert; null for a visitor's subscription, which has `email` instead. */
  candidate_id: string | null;
  email: string | null;
  /** The visitor's language for its mails (a candidate's mails follow their saved preference). */
  language: Generated<string>;
  /** The candidate's name for it; empty: the search's summary is shown. */
  name: Generated<string>;
  query: Generated<string>;
  location: Generated<string>;
  /** `{ [filterName]: values[] }`, the search URL's `filter_*`. */
  filters_json: Generated<string>;
  alerts_enabled: Generated<number>;
  frequency: Generated<string>;
  /** Null until a visitor uses the confirmation link (a candidate's alert is confirmed when made). */
  confirmed_at: string | null;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  /** Jobs posted after this instant are new to the alert. */
  covered_until: string;
  /** When the next digest is due; null while unconfirmed. */
  next_digest_at: string | null;
  last_sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A job a digest of an alert holds (migration 0034): unique per alert, so never mailed twice. */
export interface JobAlertDeliveryTable {
  alert_id: string;
  position_id: number;
  tenant_id: string;
  digest_key: string;
  matched_at: string;
  sent_at: string | null;
}

/** One notification of a candidate (migration 0033, docs/decisions/051); its words are written when read. */
export interface NotificationTable {
  id: string;
  tenant_id: string;
  candidate_id: string;
  kind: NotificationKind;
  /** JSON of the kind's parameters (job title, stage, instant and zone…). */
  params_json: string;
  /** A path of the site (`/careers/...`). */
  target_path: string;
  /** Set while the notification asks for an action (`offer:<encId>`, `form:<id>`). */
  action_key: string | null;
  action_expires_at: string | null;
  action_resolved_at: string | null;
  /** 1 when the candidate's channel showed it in the center when it was made (0: mail only). */
  in_app: number;
  viewed_at: string | null;
  clicked_at: string | null;
  email_state: 'none' | 'pending' | 'sending' | 'sent';
  email_sent_at: string | null;
  dedupe_key: string | null;
  created_at: string;
}

/** A candidate's channel for one kind (migration 0033); no row: the kind's default. */
export interface NotificationPreferenceTable {
  tenant_id: string;
  candidate_id: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  updated_at: string;
}

/** A secret made once per installation and shared by every process (migration 0033). */
export interface AppSecretTable {
  name: string;
  value: string;
  created_at: string;
}

/** The format the search index was written in (migration 0036, documents.ts SEARCH_FORMAT). */
export interface SearchFormatTable {
  id: number;
  version: number;
}
