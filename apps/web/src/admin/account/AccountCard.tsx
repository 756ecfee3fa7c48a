import type { ReactNode } from "react";
import "./AccountCard.css";

/** The centred card of the screens outside the back office: login, registration, reset. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="admin-account" lang="uk">
      <section className="admin-account__card">
        <p className="admin-account__brand">Притулок у Буші</p>
        <h1 className="admin-heading">{title}</h1>
        {children}
      </section>
    </main>
  );
}
