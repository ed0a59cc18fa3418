import { formatSsn, SSN_PLACEHOLDER } from '../../core/identity.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { IdNumberEdit } from './id-number-field.js';

/** US social security number, XXX-XX-XXXX. */
export function SsnEdit(props: FieldEditProps) {
  return <IdNumberEdit {...props} format={formatSsn} placeholder={SSN_PLACEHOLDER} />;
}

export function SsnView({ value }: FieldViewProps) {
  return <>{formatSsn(String(value))}</>;
}
