import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { siteImage } from "../site/images/siteImages.ts";
import "./FallbackScreen.css";

/** What the visitor sees on a global failure (spec: fallback screen, cow background). */
export function FallbackScreen() {
  const { t } = useTranslation();
  const background = siteImage("fallback");
  return (
    <main className="fallback-screen">
      <img
        className="fallback-screen__image"
        src={background.src}
        srcSet={background.srcSet}
        sizes="100vw"
        width={background.width}
        height={background.height}
        alt=""
      />
      <div className="fallback-screen__card">
        <h1>{t("fallback.message")}</h1>
        <a className="button" href="/">
          {t("fallback.home")}
        </a>
      </div>
    </main>
  );
}

interface FallbackBoundaryState {
  failed: boolean;
}

/** Catches a render failure anywhere below and shows the fallback screen instead. */
export class FallbackBoundary extends Component<{ children: ReactNode }, FallbackBoundaryState> {
  override state: FallbackBoundaryState = { failed: false };

  static getDerivedStateFromError(): FallbackBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("The page failed to render", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FallbackScreen /> : this.props.children;
  }
}
