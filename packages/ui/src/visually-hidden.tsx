import type { ElementType, ReactNode } from 'react';

const style = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Content for assistive technology only (the hidden page heading, extra context for icon buttons). */
export function VisuallyHidden({
  children,
  as: Tag = 'span',
  id,
}: {
  children: ReactNode;
  as?: ElementType;
  id?: string;
}) {
  return (
    <Tag id={id} style={style}>
      {children}
    </Tag>
  );
}
