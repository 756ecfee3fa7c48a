import "i18next";
import type { Namespaces } from "./resources.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Namespaces;
  }
}
