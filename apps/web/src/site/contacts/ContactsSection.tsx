import { useTranslation } from "react-i18next";
import { useContacts } from "../../api/queries.ts";
import { ListStatus } from "../../ui/ListStatus.tsx";
import { SiteSection } from "../SiteSection.tsx";

export function ContactsSection() {
  const { t } = useTranslation("contacts");
  return (
    <SiteSection id="contacts" title={t("title")}>
      <ListStatus query={useContacts()} errorTitle={t("loadError")} emptyText={t("empty")}>
        {([contact]) =>
          // spec: only the first contact record is shown.
          contact && (
            <dl className="contact-details">
              <dt>{t("email")}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
              <dt>{t("phone")}</dt>
              <dd>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
              </dd>
            </dl>
          )
        }
      </ListStatus>
    </SiteSection>
  );
}
