// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImageField } from "./ImageField.tsx";
import { shrinkImage } from "./imageShrink.ts";

vi.mock("./imageShrink.ts", () => ({ shrinkImage: vi.fn() }));

const MB = 1024 * 1024;
let form: ReturnType<typeof useForm<{ image: File | null }>> | undefined;

function PhotoForm() {
  form = useForm<{ image: File | null }>({ defaultValues: { image: null } });
  return <ImageField control={form.control} name="image" label="Зображення" />;
}

function pick(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

afterEach(cleanup);

describe("ImageField", () => {
  it("says a 6 MB phone photo is being prepared, then takes the shrunk one", async () => {
    const shrunk = new File([new Uint8Array(2 * MB)], "IMG_2041.jpg", { type: "image/jpeg" });
    let finish: (file: File) => void = () => {};
    vi.mocked(shrinkImage).mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    render(<PhotoForm />);
    pick(new File([new Uint8Array(6 * MB)], "IMG_2041.JPG", { type: "image/jpeg" }));
    expect(screen.getByRole("status").textContent).toBe("Готуємо фото: 6 МБ → до 3 МБ…");
    await act(async () => finish(shrunk));
    expect(screen.queryByRole("status")).toBeNull();
    expect(form?.getValues("image")).toBe(shrunk);
    expect(screen.getByText("IMG_2041.jpg · 2 МБ")).toBeDefined();
  });

  it("leaves a file that cannot be decoded as picked, for the rules to refuse", async () => {
    vi.mocked(shrinkImage).mockResolvedValueOnce(null);
    render(<PhotoForm />);
    const junk = new File([new Uint8Array(4 * MB)], "huge.jpg", { type: "image/jpeg" });
    await act(async () => pick(junk));
    expect(form?.getValues("image")).toBe(junk);
  });
});
