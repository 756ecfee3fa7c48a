import { formatFileSize, UKRAINIAN_SIZE_UNITS } from "@shelter/contract";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { FilePick } from "./FilePick.tsx";
import { IMAGE_ACCEPT, IMAGE_FORM_LIMIT, IMAGE_TYPES, isStoredImage } from "./imageFile.ts";
import { shrinkImage } from "./imageShrink.ts";
import "./ImageField.css";

interface ImageFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The stored image's address, shown while the placeholder stands for it. */
  storedUrl?: string | null;
  /** Draws the preview; by default the picture alone. */
  renderPreview?: (src: string | null) => ReactNode;
  /** The form's size limit, which a larger photo is shrunk to before it is set (issue 23). */
  maxBytes?: number;
}

/** Picks one image, previews it before it is sent and shows the form's message for it. */
export function ImageField<T extends FieldValues>({
  control,
  name,
  label,
  storedUrl,
  renderPreview,
  maxBytes = IMAGE_FORM_LIMIT,
}: ImageFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const [preparing, setPreparing] = useState<string | null>(null);
  const lastPick = useRef(0);

  async function pick(picked: File) {
    const pickNumber = ++lastPick.current;
    if (picked.size > maxBytes || !IMAGE_TYPES.includes(picked.type)) {
      const size = (bytes: number) => formatFileSize(bytes, UKRAINIAN_SIZE_UNITS);
      setPreparing(`Готуємо фото: ${size(picked.size)} → до ${size(maxBytes)}…`);
    }
    const fitted = await shrinkImage(picked, maxBytes, IMAGE_TYPES);
    if (pickNumber !== lastPick.current) return;
    setPreparing(null);
    // What cannot be decoded stays as picked, for the form's rules to refuse.
    field.onChange(fitted ?? picked);
  }
  const file = field.value as File | null;
  const pickedUrl = useMemo(
    () => (file && !isStoredImage(file) && file.size > 0 ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (pickedUrl ? URL.revokeObjectURL(pickedUrl) : undefined), [pickedUrl]);
  const src = pickedUrl ?? (isStoredImage(file) ? (storedUrl ?? null) : null);
  const error = fieldState.error?.message;

  return (
    <div className="admin-field admin-image-field">
      <span className="admin-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="admin-image-field__preview">
        {renderPreview ? (
          renderPreview(src)
        ) : src ? (
          <img src={src} alt="Попередній перегляд" />
        ) : (
          <span className="admin-image-field__empty">Зображення не вибрано</span>
        )}
      </div>
      <FilePick
        id={id}
        accept={IMAGE_ACCEPT}
        buttonText={src ? "Замінити зображення" : "Вибрати зображення"}
        field={field}
        picked={file && !isStoredImage(file) ? file : null}
        error={error}
        onPick={(picked) => void pick(picked)}
      />
      {preparing && (
        <p className="admin-field__hint admin-image-field__preparing" role="status">
          <span className="admin-spinner__circle" aria-hidden="true" />
          {preparing}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
