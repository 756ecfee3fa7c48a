import type { PublicPageData } from "@shelter/contract/page";
import { type ComponentType, use } from "react";
import { type Namespace, prefetchTexts } from "../../i18n/setup.ts";
import { Committed } from "../../ui/Committed.tsx";

type Importer<Props> = () => Promise<ComponentType<Props>>;

/** Imports once; the component is at hand synchronously from then on. */
function once<Props>(importComponent: Importer<Props>) {
  let component: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  return {
    loaded: () => component,
    load: () => {
      loading ??= importComponent().then((loaded) => {
        component = loaded;
        return loaded;
      });
      return loading;
    },
  };
}

/** A component whose code and texts arrive when it is first rendered (a modal, a panel). */
export interface DeferredComponent<Props> {
  Component: ComponentType<Props>;
  /** Fetches the code only: the server awaits it before its first render. */
  load: () => Promise<unknown>;
}

export function deferredComponent<Props extends object>(
  importComponent: Importer<Props>,
  namespaces: readonly Namespace[],
): DeferredComponent<Props> {
  const code = once(importComponent);
  const withTexts = once(() =>
    Promise.all([code.load(), prefetchTexts(namespaces)]).then(([component]) => component),
  );
  function Component(props: Props) {
    const Loaded = code.loaded() ?? use(withTexts.load());
    return <Loaded {...props} />;
  }
  return { Component, load: () => code.load() };
}

/**
 * A below-the-fold section: the server renders it whole, the browser keeps that HTML and
 * hydrates it only once its code is wanted (it nears the viewport, or is touched or focused),
 * so the first load carries the first screen's code only. React 19 leaves a suspended
 * boundary's server HTML in place until then.
 */
export interface DeferredSection {
  /** The id of the section's outer element in the server HTML. */
  elementId: string;
  /** The embedded data it lists: when the server could not read it, the section fetches it. */
  dataKey: keyof PublicPageData | null;
  Component: ComponentType;
  /** The server's way in: the code only, texts are all there. */
  load: () => Promise<unknown>;
  /** The browser's: code and texts, then hydrate. */
  want: () => void;
  /** True once the section has hydrated (its clicks reach React). */
  isHydrated: () => boolean;
  /** Resolves once the section has hydrated. */
  hydrated: Promise<void>;
}

const everySection: DeferredSection[] = [];

/**
 * Wants every section and resolves once all have hydrated: before the language changes, so
 * that no section is left showing the server's text in the other language (and then fails to
 * hydrate against it).
 */
export function hydrateEverySection(): Promise<void> {
  // Only the page's own: the news archive shows none of the home page's sections but the footer.
  const onThisPage = everySection.filter((section) => document.getElementById(section.elementId));
  return Promise.all(
    onThisPage.map((section) => {
      section.want();
      return section.hydrated;
    }),
  ).then(() => {});
}

export function deferredSection(
  elementId: string,
  importComponent: Importer<object>,
  namespaces: readonly Namespace[],
  dataKey: keyof PublicPageData | null = null,
): DeferredSection {
  const code = once(importComponent);
  let release: (component: ComponentType) => void = () => {};
  const wanted = new Promise<ComponentType>((resolve) => {
    release = resolve;
  });
  let isHydrated = false;
  let markHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => {
    markHydrated = () => {
      isHydrated = true;
      resolve();
    };
  });

  function Component() {
    const Loaded = code.loaded() ?? use(wanted);
    return (
      <>
        <Loaded />
        <Committed onCommit={markHydrated} />
      </>
    );
  }

  const section: DeferredSection = {
    elementId,
    dataKey,
    Component,
    load: () => code.load(),
    want: () => {
      void Promise.all([code.load(), prefetchTexts(namespaces)]).then(([component]) =>
        release(component),
      );
    },
    isHydrated: () => isHydrated,
    hydrated,
  };
  everySection.push(section);
  return section;
}
