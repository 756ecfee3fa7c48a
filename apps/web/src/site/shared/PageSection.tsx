import type { ReactNode, Ref } from "react";

interface PageSectionProps {
  /** The anchor the navigation links to (#news). */
  id: string;
  /** The heading's id, which names the section for screen readers. */
  titleId: string;
  title: string;
  lead?: string;
  className: string;
  containerClassName?: string;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}

/** A section of the page: its anchor, its heading (and lead), and the centred container. */
export function PageSection({
  id,
  titleId,
  title,
  lead,
  className,
  containerClassName,
  sectionRef,
  children,
}: PageSectionProps) {
  return (
    <section ref={sectionRef} id={id} className={className} aria-labelledby={titleId}>
      <div className={containerClassName ? `container ${containerClassName}` : "container"}>
        <h2 id={titleId} className="section__title">
          {title}
        </h2>
        {lead === undefined ? null : <p className="section__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
