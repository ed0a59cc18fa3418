import { type ReactNode, useId } from 'react';
import type { FormItem } from '../core/definition.js';
import { isSectionHidden } from '../core/visibility.js';
import { FormItems } from '../react/form-items.js';
import { type FormProps, FormRoot } from '../react/form-root.js';
import type { FieldRegistry } from '../react/registry-context.js';
import { useFormRuntime } from '../react/runtime.js';
import { useVisibilityValues } from '../react/visibility.js';
import styles from './layouts.module.css';

export interface SimpleFormProps extends FormProps {
  readonly registry: FieldRegistry;
  /** Items above the sections (for example a form-wide notice). */
  readonly metaItems?: readonly FormItem[];
  /** Items below the sections, above the actions (for example a consent checkbox). */
  readonly bottomItems?: readonly FormItem[];
  /** Action buttons, shown at the bottom right (a submit button submits the form). */
  readonly actions?: ReactNode;
}

/** Spec 3 §2 simple form: meta items, sections stacked, bottom items, actions at the bottom right. */
export function SimpleForm({ metaItems, bottomItems, actions, ...props }: SimpleFormProps) {
  return (
    <FormRoot {...props} className={styles.simple}>
      {metaItems?.length ? <FormItems items={metaItems} /> : null}
      <Sections />
      {bottomItems?.length ? <FormItems items={bottomItems} /> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </FormRoot>
  );
}

function Sections() {
  const values = useVisibilityValues();
  const { definition } = useFormRuntime();
  const base = useId();
  return (
    <>
      {definition.sections.map((section, index) =>
        isSectionHidden(section, values) ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their order is fixed
          <section key={index} className={styles.section} aria-labelledby={`${base}-${index}`}>
            <h2 id={`${base}-${index}`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            {section.description ? <p className={styles.sectionDescription}>{section.description}</p> : null}
            <FormItems items={section.items} />
          </section>
        ),
      )}
    </>
  );
}
