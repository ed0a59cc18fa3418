import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import styles from './select.module.css';

export interface SelectOption<K extends string = string> {
  id: K;
  label: string;
  /** Language of the label, e.g. each language named in itself in the language picker. */
  lang?: string;
}

export interface SelectProps<K extends string = string> {
  label: ReactNode;
  /** Visually hide the label (it still names the control). */
  hideLabel?: boolean;
  options: readonly SelectOption<K>[];
  value: K | null;
  onChange: (value: K) => void;
  placeholder?: string;
  isDisabled?: boolean;
  className?: string;
}

/** A single-choice picker (button + listbox popover), e.g. the language picker. */
export function Select<K extends string = string>({
  label,
  hideLabel,
  options,
  value,
  onChange,
  placeholder,
  isDisabled,
  className,
}: SelectProps<K>) {
  return (
    <AriaSelect
      value={value}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key) as K);
      }}
      placeholder={placeholder}
      isDisabled={isDisabled}
      className={[styles.select, className].filter(Boolean).join(' ')}
    >
      <Label className={hideLabel ? styles.hiddenLabel : styles.label}>{label}</Label>
      <AriaButton className={styles.trigger}>
        <SelectValue />
        <ChevronDown aria-hidden="true" size={16} />
      </AriaButton>
      <Popover className={styles.popover}>
        <ListBox className={styles.listbox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option} lang={option.lang}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
