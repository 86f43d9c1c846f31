import type { ReactNode } from 'react';

/** The heading band at the top of an inner page. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="page-intro">
      <h1 className="page-intro__title">{title}</h1>
      {lead && <p className="page-intro__lead">{lead}</p>}
      {children}
    </header>
  );
}
