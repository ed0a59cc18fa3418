import { AlertTriangle, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './banner.module.css';
import { Button } from './button.js';

export type BannerTone = 'info' | 'alert';

export interface BannerProps {
  /** `alert` (role alert: announced at once) or `info` (role status: announced politely). */
  tone?: BannerTone;
  children: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

/** A page-wide message strip: the tenant's custom banner, phase banners, notices. */
export function Banner({
  tone = 'info',
  children,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
}: BannerProps) {
  const Icon = tone === 'alert' ? AlertTriangle : Info;
  return (
    <div
      role={tone === 'alert' ? 'alert' : 'status'}
      className={[styles.banner, styles[tone], className].filter(Boolean).join(' ')}
    >
      <Icon aria-hidden="true" size={20} className={styles.icon} />
      <div className={styles.content}>{children}</div>
      {onDismiss ? (
        <Button variant="ghost" size="small" aria-label={dismissLabel} onPress={onDismiss}>
          <X aria-hidden="true" size={16} />
        </Button>
      ) : null}
    </div>
  );
}
