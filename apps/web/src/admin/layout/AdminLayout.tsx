import { demoPaymentFields } from "@shelter/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { logOut, settingsQuery } from "../../api/adminResources.ts";
import { newBookingCountQuery } from "../../api/bookingAdmin.ts";
import { homeOf, mayOpen, type Section } from "../session/roles.ts";
import { useSession } from "../session/SessionContext.tsx";
import { Dialog } from "../shared/Dialog.tsx";
import "./AdminLayout.css";
import "../shared/Dialog.css";

/** The sidebar's links; the second path segment decides the highlighted one (spec §2). */
const LINKS: { to: string; label: string; segments: string[]; section: Section }[] = [
  { to: "/admin/", label: "Новини", segments: ["", "news"], section: "content" },
  { to: "/admin/gallery", label: "Галерея", segments: ["gallery"], section: "content" },
  { to: "/admin/excursions", label: "Екскурсії", segments: ["excursions"], section: "content" },
  { to: "/admin/bookings", label: "Бронювання", segments: ["bookings"], section: "bookings" },
  { to: "/admin/reviews", label: "Відгуки", segments: ["reviews"], section: "content" },
  { to: "/admin/partners", label: "Партнери", segments: ["partners"], section: "content" },
  { to: "/admin/contacts", label: "Контакти", segments: ["contacts"], section: "adminOnly" },
  { to: "/admin/documents", label: "Документи", segments: ["documents"], section: "content" },
  { to: "/admin/trash", label: "Кошик", segments: ["trash"], section: "content" },
  {
    to: "/admin/settings",
    label: "Реквізити й посилання",
    segments: ["settings"],
    section: "adminOnly",
  },
  { to: "/admin/team", label: "Команда", segments: ["team"], section: "adminOnly" },
  { to: "/admin/journal", label: "Журнал", segments: ["journal"], section: "adminOnly" },
  {
    to: "/admin/newpassword",
    label: "Змінити пароль",
    segments: ["newpassword"],
    section: "everyone",
  },
];

export function AdminLayout() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const role = user?.role;
  const segment = pathname.split("/")[2] ?? "";
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  // A picked link closes the phone menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <div className="admin-layout" lang="uk">
      <a className="admin-skip" href="#admin-content">
        До вмісту
      </a>
      <aside className={`admin-sidebar${menuOpen ? " is-open" : ""}`}>
        <div className="admin-sidebar__top">
          <Link className="admin-sidebar__brand" to={homeOf(role)}>
            Притулок у Буші
            <span>адміністрування</span>
          </Link>
          <div className="admin-sidebar__top-actions">
            <a className="admin-sidebar__site-link" href="/" target="_blank" rel="noopener">
              Сайт<span aria-hidden="true"> ↗</span>
              <span className="admin-visually-hidden"> (відкриється в новій вкладці)</span>
            </a>
            <button
              type="button"
              className="admin-sidebar__menu-button"
              aria-expanded={menuOpen}
              aria-controls="admin-nav"
              onClick={() => setMenuOpen((open) => !open)}
            >
              Меню
            </button>
          </div>
        </div>
        <nav id="admin-nav" className="admin-sidebar__nav" aria-label="Розділи">
          <ul>
            {LINKS.filter((link) => mayOpen(role, link.section)).map((link) => {
              const active = link.segments.includes(segment);
              return (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={active ? "admin-sidebar__link is-active" : "admin-sidebar__link"}
                    aria-current={active ? "page" : undefined}
                    end
                  >
                    {link.label}
                    {link.section === "bookings" && <NewBookingsBadge />}
                  </NavLink>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="admin-sidebar__logout"
            onClick={() => setConfirmingLogout(true)}
          >
            Вийти
          </button>
        </nav>
      </aside>
      <main id="admin-content" className="admin-content" tabIndex={-1}>
        {role === "admin" && <DemoPaymentBanner />}
        <Outlet />
      </main>
      {confirmingLogout && <LogoutDialog onCancel={() => setConfirmingLogout(false)} />}
    </div>
  );
}

/** How many booking requests wait for an answer (issue 22); nothing while none do. */
function NewBookingsBadge() {
  const { data: count } = useQuery(newBookingCountQuery);
  if (!count) return null;
  return (
    <span className="admin-sidebar__badge">
      {count}
      <span className="admin-visually-hidden"> нових</span>
    </span>
  );
}

/**
 * Issue 21: while a payment detail is still the demo's, every screen says so: a donation sent to
 * it would never reach the shelter.
 */
function DemoPaymentBanner() {
  const { data: settings } = useQuery(settingsQuery);
  if (!settings || demoPaymentFields(settings).length === 0) return null;
  return (
    <section className="admin-demo-banner" aria-label="Демонстраційні реквізити">
      <p>
        <strong>На сайті ще демонстраційні реквізити для пожертв.</strong> Гроші, надіслані за ними,
        не дійдуть до притулку: замініть їх справжніми, перш ніж сайт запрацює для відвідувачів.
      </p>
      <Link to="/admin/settings">Замінити реквізити</Link>
    </section>
  );
}

/** spec §2: the logout confirmation; '/' (full load) after the call, whether it worked or not. */
function LogoutDialog({ onCancel }: { onCancel: () => void }) {
  const { signedOut } = useSession();
  const [busy, setBusy] = useState(false);

  async function leave() {
    setBusy(true);
    try {
      await logOut();
    } catch (error) {
      console.error("Logout failed", error);
    }
    signedOut();
    window.location.assign("/");
  }

  return (
    <Dialog title="Ви впевнені, що хочете вийти?" onClose={onCancel}>
      {busy ? (
        <p className="admin-spinner" role="status">
          <span className="admin-spinner__circle" aria-hidden="true" />
          Вихід...
        </p>
      ) : (
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--primary" onClick={leave}>
            Вийти
          </button>
          <Link className="admin-button admin-button--quiet" to="/admin" onClick={onCancel}>
            Скасувати
          </Link>
        </div>
      )}
    </Dialog>
  );
}
