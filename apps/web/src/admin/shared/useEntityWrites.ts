import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { AdminResource, Progress } from "../../api/adminResources.ts";
import { useIdempotencyKey } from "../../api/useIdempotencyKey.ts";
import { useAlert } from "./AdminAlert.tsx";
import { alertText, type Entity, formTitle } from "./entityNouns.ts";
import { historyEntityOf } from "./historyEntities.ts";
import { invalidateAfterWrite } from "./invalidateAfterWrite.ts";

/** Deletes one record, refreshes its lists and says how it went (spec §4, §8). */
export function useDeleteEntity<T>(resource: AdminResource<T>, entity: Entity) {
  const queryClient = useQueryClient();
  const alert = useAlert();
  return useMutation({
    mutationFn: (id: number) => resource.remove(id),
    onSuccess: () => alert(alertText(entity).deleted),
    onError: () => alert(alertText(entity).deleteFailed),
    onSettled: () => invalidateAfterWrite(queryClient, resource.key),
  });
}

/**
 * A dialog's create with an upload (gallery, documents): the upload's progress, the create's
 * `Idempotency-Key`, and the spec's alerts (§8); the dialog closes once it is saved. `makeBody`
 * reads the picked file, so a file that cannot be read is a failed create too.
 */
export function useDialogCreate<T>(
  resource: Pick<AdminResource<T>, "create">,
  entity: Entity,
  onClose: () => void,
) {
  const alert = useAlert();
  const [progress, setProgress] = useState<number | null>(null);
  const idempotencyKey = useIdempotencyKey();
  const texts = alertText(entity);

  async function create(makeBody: () => Promise<unknown>): Promise<void> {
    try {
      const body = await makeBody();
      await resource.create(body, setProgress, idempotencyKey(body));
      alert(texts.added);
      onClose();
    } catch {
      alert(texts.addFailed);
    } finally {
      setProgress(null);
    }
  }

  return { progress, create };
}

/** Goes back one page (spec §4), or to the list when the form was opened directly. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  };
}

/**
 * Creates (no id) or updates one record with upload progress; on success refreshes the lists,
 * shows the alert and goes back one page, on failure shows the failure alert (spec §4, §8).
 * `shell` is what the form's FormShell takes of it: the heading, editing or adding, the record's
 * history, where «Скасувати» goes, the upload's progress and the server's reason of a failure.
 */
export function useSaveEntity<T>(
  resource: AdminResource<T>,
  entity: Entity,
  id: number | undefined,
  listPath: string,
) {
  const queryClient = useQueryClient();
  const alert = useAlert();
  const goBack = useGoBack(listPath);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | undefined>();
  const texts = alertText(entity);
  const idempotencyKey = useIdempotencyKey();

  async function save(body: unknown): Promise<boolean> {
    const onProgress: Progress = (share) => setProgress(share);
    setProgress(0);
    setFormError(undefined);
    try {
      if (id === undefined) await resource.create(body, onProgress, idempotencyKey(body));
      else await resource.update(id, body, onProgress);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : undefined);
      alert(id === undefined ? texts.addFailed : texts.editFailed);
      return false;
    } finally {
      setProgress(null);
    }
    await invalidateAfterWrite(queryClient, resource.key);
    alert(id === undefined ? texts.added : texts.edited);
    goBack();
    return true;
  }

  const historyEntity = historyEntityOf(entity);
  const shell = {
    title: formTitle(entity, id !== undefined),
    editing: id !== undefined,
    history: id === undefined || !historyEntity ? undefined : { entity: historyEntity, id },
    cancelTo: listPath,
    progress,
    formError,
  };
  return { save, shell };
}
