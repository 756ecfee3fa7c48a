import type { ReactNode } from "react";

interface SiteSectionProps {
  /** The anchor the header links to (spec: #news, #excursions, ...). */
  id: string;
  title: string;
  children: ReactNode;
}

export function SiteSection({ id, title, children }: SiteSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="site-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
