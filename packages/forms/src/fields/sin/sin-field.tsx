import { formatSin, SIN_PLACEHOLDER } from '../../core/identity.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { IdNumberEdit } from '../ssn/id-number-field.js';

/** Canadian social insurance number, XXX-XXX-XXX. */
export function SinEdit(props: FieldEditProps) {
  return <IdNumberEdit {...props} format={formatSin} placeholder={SIN_PLACEHOLDER} />;
}

export function SinView({ value }: FieldViewProps) {
  return <>{formatSin(String(value))}</>;
}
