// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Progress } from "../../api/adminResources.ts";
import { AlertProvider } from "./AdminAlert.tsx";
import { useDialogCreate } from "./useEntityWrites.ts";

type Create = (body: unknown, onProgress?: Progress, idempotencyKey?: string) => Promise<unknown>;

let dialog: ReturnType<typeof useDialogCreate> | undefined;

function AddDialog({ create, onClose }: { create: Create; onClose: () => void }) {
  dialog = useDialogCreate({ create }, "photo", onClose);
  return <p>{dialog.progress === null ? "idle" : `sent ${dialog.progress}`}</p>;
}

function renderDialog(create: Create) {
  const onClose = vi.fn();
  render(
    <AlertProvider>
      <AddDialog create={create} onClose={onClose} />
    </AlertProvider>,
  );
  return onClose;
}

const alertText = () => screen.queryByRole("status")?.textContent ?? "";
const progressText = () => screen.getByText(/^(idle|sent .*)$/).textContent;

afterEach(() => {
  cleanup();
  dialog = undefined;
});

describe("a dialog's create with an upload", () => {
  it("sends the body under a key, shows the upload's progress, says «…успішно додано» and closes", async () => {
    let finish: () => void = () => {};
    const create = vi.fn<Create>((_body, onProgress) => {
      onProgress?.(0.5);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const onClose = renderDialog(create);
    let sent: Promise<void> | undefined;
    act(() => {
      sent = dialog?.create(async () => ({ image_data: "data:image/jpeg;base64,AA==" }));
    });
    await vi.waitFor(() => expect(progressText()).toBe("sent 0.5"));
    await act(async () => {
      finish();
      await sent;
    });
    expect(create).toHaveBeenCalledWith(
      { image_data: "data:image/jpeg;base64,AA==" },
      expect.any(Function),
      expect.stringMatching(/^[0-9a-f]{32}$/),
    );
    expect(alertText()).toBe("Фото успішно додано");
    expect(onClose).toHaveBeenCalledOnce();
    expect(progressText()).toBe("idle");
  });

  it("says it could not add when the file cannot be read, sends nothing and stays open", async () => {
    const create = vi.fn<Create>(async () => ({}));
    const onClose = renderDialog(create);
    await act(async () => {
      await dialog?.create(async () => {
        throw new Error("Не вдалося прочитати файл");
      });
    });
    expect(create).not.toHaveBeenCalled();
    expect(alertText()).toBe("Не вдалося додати фото. Спробуйте пізніше");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says it could not add when the server refused, and sends the same body again under the same key", async () => {
    const create = vi.fn<Create>(async () => {
      throw new Error("No response from server. Please check your connection.");
    });
    const onClose = renderDialog(create);
    const body = async () => ({ image_data: "data:image/jpeg;base64,AA==" });
    await act(async () => {
      await dialog?.create(body);
    });
    expect(alertText()).toBe("Не вдалося додати фото. Спробуйте пізніше");
    expect(progressText()).toBe("idle");
    await act(async () => {
      await dialog?.create(body);
    });
    expect(create).toHaveBeenCalledTimes(2);
    expect(create.mock.calls[1]?.[2]).toBe(create.mock.calls[0]?.[2]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
