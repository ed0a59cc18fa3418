import { VisuallyHidden } from '@portico/ui';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { FieldShell } from '../../react/field-shell.js';
import { useFormsT } from '../../react/i18n.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';
import { useGroupBlur } from '../shared/group-blur.js';
import styles from './star-rating.module.css';

/** Spec 3 §9: five stars, named Poor, Average, Good, Very Good, Excellent (`starRating.1` … `starRating.5`). */
export const STAR_COUNT = 5;
const STARS = Array.from({ length: STAR_COUNT }, (_, index) => index + 1);

function isRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= STAR_COUNT;
}

/**
 * A group of five native radios drawn as stars: one tab stop, arrow keys move and select, and each star is
 * announced by its name ("Very Good") and position. Disabled (item.readonly) still shows the rating.
 */
export function StarRatingEdit({ item, name }: FieldEditProps) {
  const { t } = useFormsT();
  const field = useFormField<number | null | undefined>(item, name);
  const [hovered, setHovered] = useState<number | null>(null);
  const rating = isRating(field.value) ? field.value : null;
  const group = useGroupBlur(field.onBlur);
  const shown = field.disabled ? rating : (hovered ?? rating);
  return (
    <FieldShell field={field} kind="group">
      <div className={styles.stars} ref={group.ref}>
        {STARS.map((star) => (
          <label
            key={star}
            className={styles.star}
            data-filled={shown !== null && star <= shown ? '' : undefined}
            onMouseEnter={() => setHovered(star)}
            onMouseLeave={() => setHovered(null)}
          >
            <input
              ref={star === (rating ?? 1) ? field.ref : undefined}
              type="radio"
              className={styles.input}
              name={name}
              value={star}
              checked={star === rating}
              disabled={field.disabled}
              required={field.required}
              aria-invalid={field.invalid}
              onChange={() => field.onChange(star)}
              onBlur={group.onBlur}
            />
            <Star
              className={styles.icon}
              aria-hidden="true"
              fill={shown !== null && star <= shown ? 'currentColor' : 'none'}
            />
            <VisuallyHidden>{t(`starRating.${star}`)}</VisuallyHidden>
          </label>
        ))}
        {/* The chosen (or pointed-at) star's name for sighted people; screen readers hear the radio's own. */}
        <span className={styles.caption} aria-hidden="true">
          {shown !== null ? t(`starRating.${shown}`) : ''}
        </span>
      </div>
    </FieldShell>
  );
}

export function StarRatingView({ value }: FieldViewProps) {
  const { t } = useFormsT();
  const rating = typeof value === 'string' ? Number(value) : value;
  if (!isRating(rating)) return <>{String(value)}</>;
  return <>{t('starRating.summary', { value: rating, max: STAR_COUNT, label: t(`starRating.${rating}`) })}</>;
}
