import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ResumeError, ResumeStep } from '../../features/apply/index.js';
import { OnboardingScreen } from '../../features/onboarding/index.js';
import { ProfileBootstrapping } from '../../features/profile-bootstrapping/index.js';
import type { UploadResumeResult } from '../../lib/api/endpoints/upload-resume.js';
import { loadPage } from '../../lib/page-navigation.js';
import { useBoot } from '../boot-context.js';
import { ProtectedRoute } from '../protected-route.js';
import { usePageTitle } from '../shell/page-title.js';
import { useAccountHref } from './account.js';

/** The apply feature's resume upload, reading the resume for the candidate to check (nothing is saved yet). */
function OnboardingResume({
  domain,
  onUploaded,
}: {
  domain: string;
  onUploaded: (answer: UploadResumeResult) => void;
}) {
  const [error, setError] = useState<ResumeError | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <ResumeStep
      domain={domain}
      required={false}
      stored={[]}
      resume={null}
      filledCount={null}
      error={error}
      onError={setError}
      onChoose={() => undefined}
      onUploaded={onUploaded}
      inputRef={inputRef}
      reviewFields
    />
  );
}

/**
 * `/careers/onboarding` (spec 1 §2: protected, no footer; docs/decisions/027): the onboarding steps, with the
 * apply feature's resume upload and the ProfileBootstrapping page lent to it.
 */
export function OnboardingRoute() {
  const { t } = useTranslation('onboarding');
  const boot = useBoot();
  const href = useAccountHref();
  usePageTitle({ pageId: 'onboarding', page: t('title') });
  const config = boot.pageConfig;
  return (
    <ProtectedRoute title={t('title')}>
      <OnboardingScreen
        userName={boot.user.user?.fullName ?? ''}
        alreadyOnboarded={boot.user.onboarding.isOnboarded}
        alertsOffered={
          config.notificationsConfig.savedSearchNotification.enabled &&
          config.loginSignupConfig.candidateLoginEnabled
        }
        href={(path) => {
          const [pathname = '', query = ''] = path.split('?');
          const carried = href(pathname);
          if (!query) return carried;
          return `${carried}${carried.includes('?') ? '&' : '?'}${query}`;
        }}
        renderResume={({ onUploaded }) => <OnboardingResume domain={boot.domain} onUploaded={onUploaded} />}
        renderBootstrapping={(props) => <ProfileBootstrapping {...props} headingLevel={2} />}
        onFinished={loadPage}
      />
    </ProtectedRoute>
  );
}
