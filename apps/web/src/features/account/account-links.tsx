import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './account.module.css';

/** The account's pages that exist, by name; the route gives their addresses (with the tenant's `domain`). */
export interface AccountHrefs {
  applications: string;
  savedJobs: string;
  offers: string;
  forms: string;
  settings: string;
  profile: string;
  search: string;
}

export type AccountLinkName = keyof AccountHrefs;

/** A labelled list of links to the candidate's other pages. */
export function AccountLinks({ hrefs, names }: { hrefs: AccountHrefs; names: readonly AccountLinkName[] }) {
  const { t } = useTranslation('account');
  return (
    <nav aria-labelledby="account-links-title">
      <h2 id="account-links-title" className={styles.sectionTitle}>
        {t('links.title')}
      </h2>
      <ul className={styles.links}>
        {names.map((name) => (
          <li key={name}>
            <Link to={hrefs[name]}>{t(`links.${name}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
