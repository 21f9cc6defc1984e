import type { ReactNode } from 'react';
import { theme } from '@dating/shared-contracts';

/**
 * The frame of a screen of proposals to like (match finder, signup matches): title, intro,
 * the list, and a live line that announces what each like or skip did.
 */
export function ProposalsScreen({
  title,
  intro,
  announcement,
  children,
  footer,
}: {
  title: string;
  intro: string;
  announcement: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section css={{ maxWidth: 1000, margin: '0 auto', padding: 16, display: 'grid', gap: 16 }}>
      <h1 css={{ margin: 0, color: theme.colors.secondary }}>{title}</h1>
      <p css={{ margin: 0 }}>{intro}</p>
      {children}
      <p role="status" css={{ margin: 0, minHeight: '1.5em' }}>
        {announcement}
      </p>
      {footer}
    </section>
  );
}
