import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../api/ApiError.ts";
import { newsResource, unpublishNews } from "../../api/adminResources.ts";
import { useAlert } from "../shared/AdminAlert.tsx";
import { ConfirmDialog } from "../shared/ConfirmDialog.tsx";
import { invalidateAfterWrite } from "../shared/invalidateAfterWrite.ts";
import { useRecordReload } from "../shared/recordReload.tsx";

/**
 * «Зняти з публікації» of a published or scheduled post: after a confirmation it leaves the site
 * as a draft (its saved change becomes the draft's texts), and the form starts again from it.
 */
export function UnpublishButton({ id, scheduled }: { id: number; scheduled: boolean }) {
  const queryClient = useQueryClient();
  const alert = useAlert();
  const reload = useRecordReload();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function unpublish() {
    setBusy(true);
    try {
      await unpublishNews(id);
    } catch (error) {
      const reason = error instanceof ApiError && error.fromServer ? ` ${error.message}` : "";
      alert(`Не вдалося зняти новину з публікації.${reason}`);
      setBusy(false);
      setAsking(false);
      return;
    }
    await invalidateAfterWrite(queryClient, newsResource.key);
    alert("Новину знято з публікації: тепер це чернетка");
    setBusy(false);
    setAsking(false);
    reload?.reload();
  }

  return (
    <div className="admin-news-publication__unpublish">
      <button
        type="button"
        className="admin-button admin-button--quiet"
        onClick={() => setAsking(true)}
      >
        {scheduled ? "Скасувати публікацію" : "Зняти з публікації"}
      </button>
      <span className="admin-field__hint">
        {scheduled
          ? "Новина не з’явиться на сайті й стане чернеткою."
          : "Новина зникне з сайту й стане чернеткою; її можна опублікувати знову."}
      </span>
      {asking && (
        <ConfirmDialog
          question={
            scheduled
              ? "Скасувати заплановану публікацію? Новина стане чернеткою."
              : "Зняти новину з сайту? Вона стане чернеткою, яку бачите лише ви в адмінці."
          }
          confirmLabel={scheduled ? "Скасувати публікацію" : "Зняти з публікації"}
          onConfirm={unpublish}
          onCancel={() => setAsking(false)}
          busy={busy}
        />
      )}
    </div>
  );
}
