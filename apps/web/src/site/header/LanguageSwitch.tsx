import {
  bookingCancelPath,
  bookingPath,
  homePath,
  LANGUAGE_COOKIE,
  newsArchivePath,
  newsPath,
  parseBookingPath,
  parseNewsArchivePath,
  parsePublicPath,
} from "@shelter/contract/page";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { hydrateEverySection } from "../hydration/deferred.tsx";

// The visitor's choice, remembered for a year (CONTRACT.md: `/` sends it to `/en`).
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

async function applyLanguage(i18n: ReturnType<typeof useTranslation>["i18n"], language: Language) {
  await hydrateEverySection();
  // Loads every namespace the page has so far in the new language, then the title's.
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces("seo");
  document.documentElement.lang = language;
  const archive = parseNewsArchivePath(window.location.pathname);
  document.title = i18n.t(archive ? "seo:archiveTitle" : "seo:title");
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * The address of the page shown at `pathname` (and `search`) in `language`: a post's, the
 * booking form's, the news archive's at the same page, or home.
 */
export function addressIn(language: Language, pathname: string, search = ""): string {
  if (parseNewsArchivePath(pathname)) {
    const page = Number(new URLSearchParams(search).get("page"));
    return newsArchivePath(language, Number.isInteger(page) && page > 1 ? page : 1);
  }
  const booking = parseBookingPath(pathname);
  if (booking) {
    return booking.cancelToken
      ? bookingCancelPath(language, booking.cancelToken)
      : bookingPath(language);
  }
  const current = parsePublicPath(pathname);
  return current?.newsId != null ? newsPath(language, current.newsId) : homePath(language);
}

/** UA / EN: moves between `/` and `/en` (or a post's two addresses) without a reload. */
export function LanguageSwitch({ onSwitched }: { onSwitched?: () => void }) {
  const { t, i18n } = useTranslation(["header", "common"]);

  useEffect(() => {
    // Back and forward between the two languages' addresses switch the texts back too.
    const onPopState = () => {
      const path =
        parseBookingPath(window.location.pathname) ??
        parseNewsArchivePath(window.location.pathname) ??
        parsePublicPath(window.location.pathname);
      if (path && path.language !== i18n.language) void applyLanguage(i18n, path.language);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [i18n]);

  const choose = async (language: Language) => {
    if (language === i18n.language) return;
    const target = addressIn(language, window.location.pathname, window.location.search);
    await applyLanguage(i18n, language);
    window.history.pushState(window.history.state, "", `${target}${window.location.hash}`);
    onSwitched?.();
  };

  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{t("language")}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className="language-switch__button"
          aria-pressed={i18n.language === language}
          lang={language}
          onClick={() => void choose(language)}
        >
          {/* The name starts with what is seen (WCAG 2.5.3), then says it in full. */}
          {t(`common:language.${language}`)}
          <span className="visually-hidden"> {t(`switchTo.${language}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
